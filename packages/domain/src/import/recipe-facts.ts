import { parseDurationMinutes } from './durations';

// Labels of a recipe's times and servings on recipe cards and in pasted text, in the languages
// recipe sites use most. Each is a regular expression's alternatives, without anchors, so that a
// label can be recognised alone ("Cuisson") and found inside a line that states several facts
// ("Prep 5 min, cook 25 min").
const FACT_LABELS = [
  [
    'totalTime',
    'total(?: time)?|ready in|temps total|tiempo total|tempo total|tempo de preparo|gesamtzeit|totale tijd|tempo totale|czas całkowity',
  ],
  [
    'prepTime',
    'prep(?:aration)?(?: time)?|temps de préparation|préparation|tiempo de preparación|preparación|tempo di preparazione|preparazione|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|voorbereiding(?:stijd)?|bereidingstijd|czas przygotowania',
  ],
  [
    'cookTime',
    'cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|temps de cuisson|cuisson|tiempo de cocción|cocción|tempo de cozimento|cozimento|tempo di cottura|cottura|koch(?:zeit)?|back(?:zeit)?|garzeit|kooktijd|baktijd|oventijd|czas pieczenia',
  ],
  [
    'yields',
    'serves|servings?|yields?|makes|portions?|personnes|pour|porções|serve|rende|rendimento|portionen|personen|porciones|raciones|comensales|porzioni|dosi|porcje|porce|porcí|porcie|adag|porsjoner|portioner|annosta',
  ],
] as const;

export type RecipeFact = (typeof FACT_LABELS)[number][0];

const WHOLE_LABELS = FACT_LABELS.map(
  ([fact, words]) => [fact, new RegExp(`^(?:${words})$`, 'i')] as const,
);
// A label inside a line: a whole word (or words), not the start or end of a longer one.
const LABELS_IN_LINE = FACT_LABELS.map(
  ([fact, words]) =>
    [fact, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}])`, 'giu')] as const,
);

/**
 * Which of a recipe's facts a card label names ("Prep time", "Cuisson", "Serves", "Porções"), in
 * the languages recipe sites use most; null for anything else.
 */
export function recipeFactLabel(label: string): RecipeFact | null {
  const text = label.trim().replace(/\s*:$/, '');
  return WHOLE_LABELS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

// The words a card counts its servings in.
const SERVINGS_WORDS =
  'servings?|people|persons?|personen|personnes|portions?|porções|porciones|raciones|portionen|porzioni|porcje|porce|porcí|porcie|adag|porsjoner|portioner|annosta|kişilik|porsiyon';

/** A yield said alone: "4 personen", "6-8 servings", "12 portions", "2 portion(s)", "4personnes". */
export const BARE_YIELD = new RegExp(
  `^\\d+(?:\\s*[-–/]\\s*\\d+)?\\s*(?:${SERVINGS_WORDS})(?:\\(s\\))?$`,
  'i',
);

/**
 * The label of a card's servings control, said without its number ("Servings", "porsjoner",
 * "Quantidade de porções"): no ingredient.
 */
export const SERVINGS_LABEL = new RegExp(
  `^(?:(?:number of|quantidade de|anzahl(?: der)?|nombre de)\\s+)?(?:${SERVINGS_WORDS})\\s*:?$`,
  'i',
);

/** One fact a line states: which, and the words that give it ("5 mins"). */
export interface LabelledFact {
  fact: RecipeFact;
  /** The text after the label up to the next fact's label, without the separators around it. */
  value: string;
  /** Whether a colon or a dash stood between the label and its value ("Prep: 5 min"). */
  marked: boolean;
}

/**
 * The facts a line states, each read on its own: "Prep: 5 mins | Cook: 25 mins", "Prep 5 min, cook
 * 25 min", "Prep time 5 minutes. Cook time 25 minutes.", "Serves 4 · Total 1 hr 10 min". The line
 * must start with a label; a label that names a fact already given in the line is part of its
 * value ("Servings: 4 servings"). Empty when the line does not start with a label.
 */
export function labelledFacts(line: string): LabelledFact[] {
  // A card's cells run together by inline tags part where a capital follows a small letter or a
  // digit: "5 MinCook time: 8 Min" is "5 Min" then "Cook time: 8 Min".
  const text = line.trim().replace(/(?<=[\p{Ll}\d])(?=\p{Lu})/gu, ' ');
  const found: { fact: RecipeFact; start: number; end: number }[] = [];
  for (const [fact, pattern] of LABELS_IN_LINE) {
    for (const match of text.matchAll(pattern)) {
      found.push({ fact, start: match.index, end: match.index + match[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  if (found[0]?.start !== 0) return [];
  const labels: typeof found = [];
  const seen = new Set<RecipeFact>();
  for (const label of found) {
    const previous = labels[labels.length - 1];
    if (previous && label.start < previous.end) continue;
    if (seen.has(label.fact)) continue;
    seen.add(label.fact);
    labels.push(label);
  }
  return labels.map((label, index) => {
    const rest = text.slice(label.end, labels[index + 1]?.start ?? text.length);
    return {
      fact: label.fact,
      marked: /^\s*[:\-–—]/.test(rest),
      value: rest
        .replace(/^[\s:\-–—]+/, '')
        .replace(/[\s|,;/•·.\-–—]+$/, '')
        .trim(),
    };
  });
}

/** A fact a line states in a form that can be used: a yield with a number, a time in minutes. */
export interface StatedFact {
  fact: RecipeFact;
  value: string;
  /** Minutes, for the times. */
  minutes: number | null;
}

/**
 * The usable facts of a line of servings and times, each read on its own ("Prep 5 min, cook 25 min"
 * is 5 and 25, not 30). A time's label is followed by a colon or by the time itself, so a step
 * such as "Bake for 25 minutes" or "Cook the rice, serves 4" states nothing: empty when the line's
 * first label gives nothing usable.
 */
export function statedFacts(line: string): StatedFact[] {
  const stated: StatedFact[] = [];
  for (const [index, { fact, value, marked }] of labelledFacts(line).entries()) {
    if (fact === 'yields') {
      if (/\d/.test(value)) stated.push({ fact, value, minutes: null });
      else if (index === 0) return [];
      continue;
    }
    const minutes = marked || /^[\d¼½¾⅓⅔.]/.test(value) ? parseDurationMinutes(value) : null;
    if (minutes !== null) stated.push({ fact, value, minutes });
    else if (index === 0) return [];
  }
  return stated;
}
