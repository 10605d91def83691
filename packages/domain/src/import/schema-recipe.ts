import { decodeHTML } from 'entities';
import { parseDurationMinutes } from './durations';
import { BARE_YIELD } from './recipe-facts';

type Node = Record<string, unknown>;

/** What a schema.org Recipe says, read into plain fields (empty when the page does not say). */
export interface SchemaRecipe {
  title: string;
  description: string;
  author: string;
  image: string;
  /**
   * Every picture the recipe names, with the size it states, in its order: the HTML extractor
   * weighs them by size.
   */
  pictures?: SizedPicture[];
  /** Ingredient lines in order, group headings left out. */
  ingredients: string[];
  /** Steps in order; a HowToSection's name is its own line before its steps. */
  instructions: string[];
  /** Indexes into `instructions` of the lines that are section names, when there are any. */
  headingLines?: number[];
  /**
   * Minutes each line of `instructions` takes by its HowToStep's `timeRequired` (null where it
   * says none), when any step says; recipe files from Simmer carry them.
   */
  stepTimes?: (number | null)[];
  yields: string;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  cuisine: string[];
  category: string[];
  keywords: string[];
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a node's @type names `type`, as a string or among an array, in any case. */
export function hasSchemaType(node: Node, type: string): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some(
    (entry) =>
      typeof entry === 'string' &&
      entry.replace(/^.*[/#:]/, '').toLowerCase() === type.toLowerCase(),
  );
}

/**
 * A list written as an object with numbered keys (`{"0": …, "1": …}`, as PHP writes an array
 * whose entries were filtered) read as the list it is; anything else as it is.
 */
export function numberedList(value: unknown): unknown {
  if (!isNode(value)) return value;
  const keys = Object.keys(value);
  return keys.length && keys.every((key) => /^\d+$/.test(key)) ? Object.values(value) : value;
}

// Where a recipe sits inside another node: a graph, a page's main entity, a list's items, an
// article's parts.
const RECIPE_HOLDERS = [
  '@graph',
  'mainEntity',
  'mainEntityOfPage',
  'itemListElement',
  'item',
  'hasPart',
];

/**
 * Every schema.org Recipe in parsed JSON-LD, wherever pages put it: the top level, an array,
 * or nested under one of RECIPE_HOLDERS.
 */
export function findRecipeNodes(value: unknown, depth = 0): Node[] {
  if (depth > 8) return [];
  const data = numberedList(value);
  if (Array.isArray(data)) return data.flatMap((entry) => findRecipeNodes(entry, depth + 1));
  if (!isNode(data)) return [];
  if (hasSchemaType(data, 'Recipe')) return [data];
  return RECIPE_HOLDERS.flatMap((key) => findRecipeNodes(data[key], depth + 1));
}

// A character of two UTF-8 bytes read as two Latin-1 ones: "Â " for a no-break space, "Ã©" for é.
const MOJIBAKE = /[\u00c2-\u00df][\u0080-\u00bf]/g;

/** Text whose UTF-8 was read as Latin-1 somewhere on its way, as it was written. */
export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE, (pair) =>
    String.fromCharCode(((pair.charCodeAt(0) & 0x1f) << 6) | (pair.charCodeAt(1) & 0x3f)),
  );
}

/**
 * Text as a page means it: entities decoded (twice-encoded too), characters broken by a wrong
 * encoding repaired, a line break where a tag breaks the line (<br>, paragraphs, list items,
 * headings, divisions), other tags dropped, spaces collapsed.
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = value;
  for (let i = 0; i < 3 && /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i.test(text); i += 1) {
    text = decodeHTML(text);
  }
  // Repaired after the references are read: "&#194;&#160;" is the same broken space as "Â ".
  return (
    repairMojibake(text)
      .replace(/<br\s*\/?>|<\/?(?:p|li|ol|ul|div|h[1-6])(?:\s[^>]*)?>/gi, '\n')
      .replace(/<[^>]+>/g, ' ')
      // Every run of spaces but a line break (tabs, no-break and typographic spaces) is one space:
      // what a reader sees, and no run left for a pattern around a space to crawl through.
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim()
  );
}

/** A name written over several lines, on one. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

const firstText = (value: unknown): string => {
  for (const entry of ([] as unknown[]).concat(value ?? [])) {
    const text = isNode(entry) ? cleanText(entry.name ?? entry.text) : cleanText(entry);
    if (text) return text;
  }
  return '';
};

/** A list field that may be an array, one comma-separated string, or nodes with names. */
function textList(value: unknown): string[] {
  const entries = ([] as unknown[]).concat(value ?? []);
  return entries
    .flatMap((entry) => (isNode(entry) ? [cleanText(entry.name)] : cleanText(entry).split(',')))
    .map((text) => text.trim())
    .filter(Boolean);
}

/** A picture's address and the size a page states for it (null where it states none). */
export interface SizedPicture {
  url: string;
  width: number | null;
  height: number | null;
}

/** A stated size: a number, digits in a text ("1200px"), or a QuantitativeValue's value. */
export function statedSize(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  if (typeof value === 'string') {
    const digits = /\d{1,6}/.exec(value);
    return digits ? Number(digits[0]) || null : null;
  }
  if (isNode(value)) return statedSize(value.value ?? value.maxValue ?? value.minValue);
  return null;
}

/** An address as written in recipe data, character references read ("…?w=1&amp;h=2" is "&h=2"). */
const addressText = (text: string) =>
  (/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i.test(text) ? decodeHTML(text) : text).trim();

/** Every picture of a recipe's `image`: strings, ImageObjects with their width and height, lists. */
function picturesOf(value: unknown, found: SizedPicture[] = [], depth = 0): SizedPicture[] {
  if (depth > 4) return found;
  for (const entry of ([] as unknown[]).concat(value ?? [])) {
    if (typeof entry === 'string' && entry.trim()) {
      found.push({ url: addressText(entry), width: null, height: null });
    } else if (Array.isArray(entry)) {
      picturesOf(entry, found, depth + 1);
    } else if (isNode(entry)) {
      const url = imageOf(entry.url ?? entry['@id'] ?? entry.contentUrl);
      if (url) {
        found.push({
          url,
          width: statedSize(entry.width ?? entry.pixelWidth ?? entry.contentWidth),
          height: statedSize(entry.height ?? entry.pixelHeight ?? entry.contentHeight),
        });
      }
    }
  }
  return found;
}

/** The first image URL, whether a string, an ImageObject, or an array of either. */
function imageOf(value: unknown): string {
  for (const entry of ([] as unknown[]).concat(value ?? [])) {
    if (typeof entry === 'string' && entry.trim()) return addressText(entry);
    if (isNode(entry)) {
      const url = imageOf(entry.url ?? entry.contentUrl);
      if (url) return url;
    }
  }
  return '';
}

const YIELD_STATEMENT =
  /^(?:serves|servings|makes|yields?|portions)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+)?$/iu;
// "For the sauce", "To serve", "Für den Teig", "Pour la pâte", "Para el relleno", "Voor de saus".
const GROUP_PURPOSE = /^(?:for|to serve|to garnish|to finish|für|pour|para|per|voor)(?![\p{L}])/iu;
const MAX_GROUP_WORDS = 6;

/**
 * Whether an ingredient line is the name of a group rather than an ingredient: "For the sauce:",
 * "Para el sofrito:", "## Topping", and without a colon a short line with no amount that says what
 * the next lines are for ("For the marinade", "To serve") or is written in capitals ("FILLING").
 */
export function isIngredientGroupLine(line: string): boolean {
  const text = line.trim();
  if (text.length > 80) return false;
  if (/:$/.test(text) || /^#+\s/.test(text)) return true;
  // "Serves 4", "5 servings", "Makes: 12": the card's yield, not an ingredient.
  if (BARE_YIELD.test(text) || YIELD_STATEMENT.test(text)) return true;
  if (/\d|[¼½¾⅓⅔⅛⅜⅝⅞]/.test(text) || text.split(/\s+/).length > MAX_GROUP_WORDS) return false;
  return GROUP_PURPOSE.test(text) || (/\p{Lu}{4}/u.test(text) && !/\p{Ll}/u.test(text));
}

// An amount, then a dash where a recipe form left the unit blank: "3 - slices of bread".
const BLANK_UNIT = /^([\d¼½¾⅓⅔⅛⅜⅝⅞][\d\s/.,¼½¾⅓⅔⅛⅜⅝⅞]*?)\s+[-–]\s+(?=\p{L})/u;

/**
 * An ingredient line as a reader sees it: a note that a recipe plugin wrapped in a second pair of
 * brackets keeps its own, "flour ((sifted))" -> "flour (sifted)", and "carrots ((peeled) (about
 * 2))" -> "carrots (peeled) (about 2)"; a dash standing for a blank unit goes, "2 - eggs" ->
 * "2 eggs".
 */
export function tidyIngredientLine(line: string): string {
  return line
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .replace(/\((\([^()]*\)(?:\s*\([^()]*\))+)\)/g, '$1')
    .replace(BLANK_UNIT, '$1 ')
    .trim();
}

const sameLines = (a: string[], b: string[]) => {
  const sorted = (lines: string[]) =>
    lines
      .map((line) => line.toLowerCase())
      .sort()
      .join('\n');
  return sorted(a) === sorted(b);
};

/**
 * An ingredient list whose last lines (three or more) repeat, in any order, the run just before
 * them, as a recipe plugin that writes a group twice: the repeat left out.
 */
export function withoutRepeatedRun(lines: string[]): string[] {
  for (let size = Math.floor(lines.length / 2); size >= 3; size -= 1) {
    const tail = lines.slice(lines.length - size);
    if (sameLines(lines.slice(lines.length - 2 * size, lines.length - size), tail)) {
      return lines.slice(0, -size);
    }
  }
  return lines;
}

/**
 * The most lines an ingredient list or a method is read to: far beyond any recipe (the review
 * keeps 200), and a bound on the work a page can ask for by repeating a line.
 */
export const MAX_LIST_LINES = 1000;

// A comma outside brackets: "2 eggs, 1 cup flour (sifted, divided), salt".
const LIST_COMMA = /,\s*(?![^()]*\))/;

/**
 * An ingredient list given as one line of several ingredients joined by commas ("2 eggs, 1 cup
 * flour, salt") is those ingredients; a comma inside brackets stays in its ingredient.
 */
function withCommaListSplit(lines: string[]): string[] {
  if (lines.length !== 1) return lines;
  const parts = lines[0]!
    .split(LIST_COMMA)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts : lines;
}

/** An ingredient given as a PropertyValue: its amount, unit and name ("200", "g", "flour"). */
function propertyValueLine(entry: Node): string {
  return [entry.value, entry.unitText ?? entry.unitCode, entry.name]
    .map((part) => oneLine(cleanText(part)))
    .filter(Boolean)
    .join(' ');
}

/**
 * Ingredient lines: an array of strings (or of nodes with text — `display` and `originalText` in
 * Mealie's files), or one string of lines; group names left out.
 */
function ingredientLines(value: unknown): string[] {
  // A repeat is looked for before group names go: two groups named apart may list the same lines.
  return withoutRepeatedRun(
    withCommaListSplit(
      ([] as unknown[])
        .concat(numberedList(value) ?? [])
        // A list inside the list ([["2 eggs", …]]) is the same list.
        .flat(3)
        .flatMap((entry) =>
          isNode(entry)
            ? [
                hasSchemaType(entry, 'PropertyValue')
                  ? propertyValueLine(entry)
                  : cleanText(
                      entry.text ?? entry.display ?? entry.originalText ?? entry.name ?? entry.note,
                    ),
              ]
            : cleanText(entry).split('\n'),
        )
        .slice(0, MAX_LIST_LINES)
        .map(tidyIngredientLine)
        .filter(Boolean),
    ),
  ).filter((line) => !isIngredientGroupLine(line));
}

// The word for a step, in the languages recipe sites write in.
const STEP_WORD = 'step|stap|schritt|passo|paso|étape|etape|krok|trin|steg|vaihe';

// A step named only by its number: "Step 1", "step1", "Passo 2", "Étape 3", "4.".
export const STEP_NUMBER_NAME = new RegExp(`^(?:${STEP_WORD})?\\s*\\d{1,3}\\s*[.:)]?$`, 'i');

// A step's number where a method written as one text starts it: "1.", "2)", "3、", or the word
// for a step and its number, "Step 1:", "Étape 2", "Schritt 3 -".
const STEP_MARK = new RegExp(
  `(^|\\s)(?:(?:${STEP_WORD})\\s*(\\d{1,2})\\s*[.:)\\-–]?(?=\\s|$|\\p{L})|(\\d{1,2})\\s*[.)、])`,
  'giu',
);
// "Tip: …", "Tipp: …", "Note: …", "Astuce : …" after a step.
const STEP_NOTE = /^(?:tips?|tipp|note|hinweis|astuce|consejo|dica|suggerimento|nota)\s*:/i;
// Where one sentence ends and the next begins with no space: "…baking paper.Snap the chocolate".
const GLUED_SENTENCE = /(?<=[\p{Ll}\d)][.!?])(?=\p{Lu}\p{Ll})/u;

// A line that stops mid-sentence, and the next line that carries it on in lower case.
const OPEN_LINE_END = /[\p{L}\d,]$/u;
const CARRIED_ON = /^\p{Ll}/u;

// Chinese and Japanese put no space between words: a line break between their characters is none.
const CJK_BREAK =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}，、])\s*\n\s*(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/** A text's line breaks joined: with a space, but none between Chinese or Japanese characters. */
const joinLineBreaks = (text: string) => text.replace(CJK_BREAK, '').replace(/\s*\n\s*/g, ' ');

/** Lines wrapped mid-sentence ("Rinse the lentils and" / "drain them.") joined back into one. */
function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const last = joined[joined.length - 1];
    if (last !== undefined && OPEN_LINE_END.test(last) && CARRIED_ON.test(line)) {
      joined[joined.length - 1] = `${last} ${line}`;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

// The most lines of a method written as one text that are read: lines wrapped mid-sentence join
// back into fewer steps, and the steps are read to MAX_LIST_LINES.
const MAX_METHOD_TEXT_LINES = 4 * MAX_LIST_LINES;

/**
 * The steps of a method written as one text: its lines; or, when it numbers its steps 1, 2, 3… one
 * after another ("1.", "2)", or "Step 1", "Step 2"), each numbered part (line breaks inside it joined), without its number; sentences run together without a space
 * where the page's paragraphs were joined ("…paper.Snap the…"), each its own step.
 */
export function methodSteps(text: string): string[] {
  const marks: { start: number; end: number }[] = [];
  for (const match of text.matchAll(STEP_MARK)) {
    if (Number(match[2] ?? match[3]) !== marks.length + 1) continue;
    if (!marks.length && match.index !== 0) break;
    marks.push({ start: match.index + match[1]!.length, end: match.index + match[0].length });
  }
  // Numbered steps end at the next number, not at a line break.
  const lines =
    marks.length >= 3
      ? marks.map((mark, i) =>
          joinLineBreaks(text.slice(mark.end, marks[i + 1]?.start ?? text.length)),
        )
      : joinWrappedLines(text.split('\n', MAX_METHOD_TEXT_LINES));
  const steps: string[] = [];
  for (const line of lines.flatMap((text) => text.split(GLUED_SENTENCE))) {
    const step = line.trim();
    if (!/\p{L}/u.test(step)) continue;
    // A tip belongs to the step it follows.
    if (STEP_NOTE.test(step) && steps.length) steps[steps.length - 1] += ` ${step}`;
    else steps.push(step);
  }
  return steps;
}

interface InstructionLine {
  text: string;
  heading: boolean;
  /** A step's own title, kept as a line before its text. */
  title?: boolean;
  /** The step's `timeRequired`, in minutes. */
  minutes?: number | null;
}

/** One text of a list of steps, as the step it is: its line breaks joined. */
function listedStep(text: string): InstructionLine[] {
  const step = joinLineBreaks(cleanText(text));
  return /\p{L}/u.test(step) ? [{ text: step, heading: false }] : [];
}

/**
 * Steps from recipeInstructions in any of its shapes: one string (split on lines), strings (a step each),
 * HowToStep (text, else name), HowToSection (its name, then its itemListElement steps), ItemList,
 * and nesting of those. Section names come back marked as headings.
 */
function instructionLines(given: unknown, depth = 0): InstructionLine[] {
  if (depth > 6) return [];
  const value = numberedList(given);
  if (typeof value === 'string') {
    return methodSteps(cleanText(value)).map((text) => ({ text, heading: false }));
  }
  if (Array.isArray(value)) {
    // Each text in a list of steps is one step: only a method given as one text is split. The
    // method is read to MAX_LIST_LINES lines, so no more entries than that are looked at.
    const listed = value.length > 1;
    return value
      .slice(0, MAX_LIST_LINES)
      .flatMap((entry) =>
        listed && typeof entry === 'string'
          ? listedStep(entry)
          : instructionLines(entry, depth + 1),
      );
  }
  if (!isNode(value)) return [];
  const steps = value.itemListElement ?? value.steps;
  if (hasSchemaType(value, 'HowToSection') || (steps !== undefined && !value.text)) {
    const heading = cleanText(value.name);
    return [
      ...(heading ? [{ text: heading, heading: true }] : []),
      ...instructionLines(steps, depth + 1),
    ];
  }
  const text = cleanText(value.text) || cleanText(value.description);
  const name = cleanText(value.name);
  if (!text) return name ? [{ text: name, heading: false }] : [];
  // A step's name is its own line when it is a title ("Make the sauce"), not a copy or the
  // truncated start of its text, as most recipe plugins write it.
  const fold = (line: string) => line.replace(/\s+/g, ' ');
  const titled =
    name &&
    !STEP_NUMBER_NAME.test(name) &&
    !fold(text).startsWith(fold(name).replace(/[.…]+$/, ''));
  const minutes = parseDurationMinutes(value.timeRequired);
  return [
    ...(titled ? [{ text: name, heading: false, title: true }] : []),
    { text, heading: false, ...(minutes !== null ? { minutes } : {}) },
  ];
}

/**
 * A method given as one step that holds the whole method (its lines, or steps it numbers 1, 2, 3…)
 * is those steps: no cook writes a method of one step that lists several. In a method of several
 * steps each step is one, its line breaks joined, whether written as a text or as a HowToStep.
 */
function stepsAsWritten(lines: InstructionLine[]): InstructionLine[] {
  if (lines.length !== 1) {
    return lines.map((line) =>
      line.heading ? line : { ...line, text: joinLineBreaks(line.text) },
    );
  }
  if (lines[0]!.heading) return lines;
  const steps = methodSteps(lines[0]!.text);
  return steps.length > 1 ? steps.map((text) => ({ text, heading: false })) : lines;
}

/**
 * Step titles that many steps share ("Add an ingredient", "Details") label a kind of step rather
 * than name one; they are left out.
 */
function withoutStepLabels(lines: InstructionLine[]): InstructionLine[] {
  const uses = new Map<string, number>();
  for (const line of lines) {
    if (line.title) uses.set(line.text, (uses.get(line.text) ?? 0) + 1);
  }
  return lines.filter((line) => !line.title || (uses.get(line.text) ?? 0) < 3);
}

/**
 * A time in minutes: a duration's text, or the longest of a range given as a value
 * (`{"maxValue": "PT20M"}`), as the expected output's generator reads it.
 */
function durationOf(value: unknown): number | null {
  return parseDurationMinutes(isNode(value) ? value.maxValue : value);
}

/** recipeYield as one text: a number, a string, or the most telling entry of an array. */
function yieldsOf(value: unknown): string {
  const entries = ([] as unknown[])
    .concat(value ?? [])
    .map((entry) => cleanText(isNode(entry) ? (entry.value ?? entry.name) : entry))
    .filter(Boolean);
  return entries.find((entry) => /\d/.test(entry)) ?? entries[0] ?? '';
}

/**
 * Every node of a JSON-LD document that has an `@id`, so references such as a Yoast graph's
 * `"author": {"@id": "…#/schema/person/…"}` can be followed to the Person they name.
 */
export function indexSchemaNodes(data: unknown, index = new Map<string, Node>(), depth = 0) {
  if (depth > 10) return index;
  if (Array.isArray(data)) {
    for (const entry of data) indexSchemaNodes(entry, index, depth + 1);
  } else if (isNode(data)) {
    const id = data['@id'];
    if (typeof id === 'string' && Object.keys(data).length > 1 && !index.has(id))
      index.set(id, data);
    for (const value of Object.values(data)) indexSchemaNodes(value, index, depth + 1);
  }
  return index;
}

/** A value with its bare references (`{"@id": …}` and nothing else) replaced by the nodes they name. */
function resolved(value: unknown, index: Map<string, Node>): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolved(entry, index));
  if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return index.get(value['@id']) ?? value;
  }
  return value;
}

/**
 * A schema.org Recipe node read into plain fields; `index` (from indexSchemaNodes over the page's
 * JSON-LD) lets author and image references be followed.
 */
export function readSchemaRecipe(recipe: Node, index = new Map<string, Node>()): SchemaRecipe {
  const node = Object.fromEntries(
    Object.entries(recipe).map(([key, value]) => [key, resolved(value, index)]),
  );
  const steps = withoutStepLabels(
    stepsAsWritten(instructionLines(node.recipeInstructions).slice(0, MAX_LIST_LINES)),
  );
  const headingLines = steps.flatMap((step, line) => (step.heading ? [line] : []));
  const stepTimes = steps.some((step) => step.minutes != null)
    ? steps.map((step) => step.minutes ?? null)
    : null;
  return {
    title: oneLine(firstText(node.name ?? node.headline)),
    description: firstText(node.description),
    author: oneLine(firstText(node.author ?? node.creator)),
    image: imageOf(node.image ?? node.thumbnailUrl),
    pictures: picturesOf(node.image),
    ingredients: ingredientLines(node.recipeIngredient ?? node.ingredients),
    instructions: steps.map((step) => step.text),
    ...(headingLines.length ? { headingLines } : {}),
    ...(stepTimes ? { stepTimes } : {}),
    yields: yieldsOf(node.recipeYield ?? node.yield),
    prepTime: durationOf(node.prepTime),
    cookTime: durationOf(node.cookTime),
    totalTime: durationOf(node.totalTime),
    cuisine: textList(node.recipeCuisine),
    category: textList(node.recipeCategory),
    keywords: textList(node.keywords),
  };
}
