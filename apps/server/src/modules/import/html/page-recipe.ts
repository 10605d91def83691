import {
  BARE_YIELD,
  emptyExtractedRecipe,
  STARTS_WITH_AMOUNT,
  STEP_NUMBER_NAME,
  headingSection,
  MAX_LIST_LINES,
  isIngredientGroupLine,
  parseDurationMinutes,
  recipeFactLabel,
  SERVINGS_LABEL,
  statedFacts,
  withoutRepeatedRun,
  type ExtractedRecipe,
  type RecipeFact,
} from '@simmer/domain/import';
import { canonicalUnit } from '@simmer/domain/ingredients';
import { AMOUNT_CELL } from './card-ingredients';
import type { PageBlock } from './page-blocks';

type Section = ReturnType<typeof headingSection>;

// How far past its heading a section may run, in blocks and in lines kept.
const MAX_SECTION_BLOCKS = 400;
const MAX_LINES = 150;

/**
 * The recipe section a block opens: a heading (h1–h6) or a bold line that names one ("Ingredients",
 * "Zutaten für 4 Personen"), or a plain line that is nothing but the section word.
 */
function sectionOf(block: PageBlock): Section {
  // "Step 2" numbers a step of the method; it opens no section.
  if (block.kind === 'item' || STEP_NUMBER_NAME.test(block.text)) return null;
  if (block.kind === 'heading' || block.strong) return headingSection(block.text, { loose: true });
  return headingSection(block.text);
}

const levelOf = (block: PageBlock) => (block.kind === 'heading' ? block.level : 7);

/** A short bold line or one ending with a colon heads a group ("For the sauce:"). */
const isGroupLine = (block: PageBlock) =>
  block.kind === 'line' && block.text.length <= 60 && (block.strong || /:$/.test(block.text));

// An ingredient line that states an amount: a number, then words ("2 cups flour", not "5.000").
const statesAmount = (line: string) => STARTS_WITH_AMOUNT.test(line) && /\p{L}{2}/u.test(line);

/**
 * Whether the block at `index` stands straight over a list whose items mostly state amounts, or
 * over lines that do (two or more, a list written as paragraphs).
 */
function headsAmounts(blocks: PageBlock[], index: number): boolean {
  const first = blocks[index + 1];
  if (first?.kind !== 'item' && first?.kind !== 'line') return false;
  const sameList = (block: PageBlock) =>
    first.kind === 'item'
      ? block.kind === 'item' && block.list === first.list
      : block.kind === 'line' && !isGroupLine(block);
  let items = 0;
  let measured = 0;
  for (let i = index + 1; i < blocks.length && items < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (!sameList(block)) break;
    items += 1;
    // A paragraph's "1. Cut the chicken", "1- Versez le lait." number a step, a sentence;
    // "1.5 kg flour" states an amount.
    const step =
      block.kind === 'line' && (WRITTEN_STEP_NUMBER.test(block.text) || /[.!?]$/.test(block.text));
    if (statesAmount(block.text) && !step) measured += 1;
  }
  return measured * 2 >= items && (first.kind === 'item' || items >= 2);
}

const isUnitCell = (line: string) => line.length <= 12 && canonicalUnit(line) !== null;

/**
 * A card that sets each amount, and perhaps its unit, in a cell of its own before the ingredient
 * ("½ cup" | "popping corn", "1" | "dl" | "white wine"): the cells of one ingredient are one line.
 * Read so only when amount cells make at least a third of the lines, as they do in such a card.
 */
function joinAmountCells(lines: string[]): string[] {
  const cells = lines.filter((line) => AMOUNT_CELL.test(line)).length;
  if (cells < 2 || cells * 3 < lines.length) return lines;
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const parts = [lines[i]!];
    if (AMOUNT_CELL.test(parts[0]!)) {
      if (i + 1 < lines.length && isUnitCell(lines[i + 1]!)) parts.push(lines[++i]!);
      if (i + 1 < lines.length && !STARTS_WITH_AMOUNT.test(lines[i + 1]!)) parts.push(lines[++i]!);
    }
    joined.push(parts.join(' '));
  }
  return joined;
}

/** A servings label, or a number alone that no ingredient's name follows (no amount cell). */
const isServingsControl = (text: string, next: string) =>
  SERVINGS_LABEL.test(text) ||
  (!/\p{L}/u.test(text) && (STARTS_WITH_AMOUNT.test(next) || SERVINGS_LABEL.test(next)));

/** The ingredient lines under a heading, and the index of the block where they stopped. */
function readIngredients(blocks: PageBlock[], start: number): { lines: string[]; end: number } {
  const level = levelOf(blocks[start]!);
  const lines: string[] = [];
  let fromList = false;
  // Whether the last ingredient read was an item of a bulleted list, and which list.
  let bulleted = false;
  let lastList = -1;
  // The table of the last ingredient read as a line (0: none).
  let table = 0;
  const end = Math.min(blocks.length, start + MAX_SECTION_BLOCKS);
  let i = start + 1;
  for (; i < end && lines.length < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (sectionOf(block)) break;
    if (block.kind === 'heading') {
      // A card may style its groups' names as it styles its sections' ("Ingredients", "COATING",
      // "CHURROS", all h3): a heading straight over a list of amounts names a group.
      if (block.level <= level && !headsAmounts(blocks, i)) break;
      continue;
    }
    // A card's servings control over its list, its number alone ("8") or its label ("porsjoner"),
    // lists nothing.
    if (!lines.length && isServingsControl(block.text, blocks[i + 1]?.text ?? '')) continue;
    if (block.kind === 'item') {
      // Ingredients listed with bullets end where a numbered list starts: the method.
      if (block.ordered && bulleted && block.list !== lastList) break;
      // Lines over the list that state no amount label it or work the card ("Scale", "Cook
      // Mode"): the list holds the ingredients.
      if (!fromList && lines.length && !lines.some(statesAmount)) lines.length = 0;
      // A list item may name a group or state the yield rather than list an ingredient.
      if (!isIngredientGroupLine(block.text)) lines.push(block.text);
      fromList = true;
      bulleted = !block.ordered;
      lastList = block.list;
      continue;
    }
    // A line of its own names a group or states the yield ("For the glaze", "Serves 8") as a list
    // item does.
    if (isGroupLine(block) || isIngredientGroupLine(block.text)) continue;
    const next = blocks[i + 1];
    // A short line between two lists names the second one's group.
    if (fromList && block.text.length <= 60 && next?.kind === 'item') continue;
    if (fromList || block.text.length > 150) {
      if (lines.length) break;
      continue;
    }
    // A question speaks to the reader ("Anything missing?"): ingredients read as lines end there.
    if (lines.length && /\?\s*$/.test(block.text)) break;
    // Ingredients written as lines end where a table starts (its nutrition facts, say), and those
    // set in a table where it ends; a card may set each group in a table of its own.
    if (lines.length && Boolean(block.table) !== Boolean(table)) break;
    table = block.table;
    lines.push(block.text);
  }
  // A first line with no amount over lines that state theirs ("Scale" over "3 Tbsp olive oil",
  // "3 garlic cloves") works the card: the ingredients start after it.
  if (
    !fromList &&
    lines.length >= 3 &&
    !statesAmount(lines[0]!) &&
    lines.slice(1, 3).every(statesAmount)
  ) {
    lines.shift();
  }
  return { lines: joinAmountCells(lines), end: i };
}

/**
 * The steps under a method heading, the indexes of the group names among them, and where the card's
 * facts end: after the heading, or after the times and servings it shows over the first step.
 */
function readInstructions(
  blocks: PageBlock[],
  start: number,
): { lines: string[]; headingLines: number[]; factsEnd: number } {
  const level = levelOf(blocks[start]!);
  const lines: string[] = [];
  const headingLines: number[] = [];
  // The lines read from paragraphs rather than list items or group names.
  const paragraphs: number[] = [];
  // The lines read from a numbered list's items.
  const orderedItems: { line: number; list: number }[] = [];
  let fromList = false;
  // Whether the last step read was an item of a numbered list.
  let numbered = false;
  // A method named by a plain line ("Method") may still group its steps under real headings: the
  // level of a heading right after it, over a list, is that of its groups.
  let groupLevel = 0;
  let factsEnd = start;
  const end = Math.min(blocks.length, start + MAX_SECTION_BLOCKS);
  for (let i = start + 1; i < end && lines.length < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (sectionOf(block)) break;
    const next = blocks[i + 1];
    // Steps end where a whole bold paragraph asks the reader something ("Liked this recipe? …"):
    // a call-out, not a step.
    if (block.kind === 'line' && block.strong && lines.length && /\?/.test(block.text)) break;
    // …and where the page lists its tags ("#main courses#stir fry#asian").
    if (lines.length && HASHTAGS.test(block.text)) break;
    if (
      block.kind === 'heading' &&
      (level === 7 || block.level === level) &&
      next?.kind === 'item'
    ) {
      if (i === start + 1) groupLevel = block.level;
    }
    // A step's number on a line of its own ("Step 2", "3") is no step and names no group.
    if (STEP_NUMBER_NAME.test(block.text)) continue;
    // Before the first step, a line that states the card's times or servings ("Preparation15
    // min", "Modo de preparo: 5min", "45 min") is the card's, not a step.
    if (!lines.length && block.kind === 'line' && statesCardFact(block.text)) {
      factsEnd = i + 1;
      continue;
    }
    if (block.kind === 'heading' || isGroupLine(block)) {
      const group = block.kind === 'heading' && block.level === groupLevel && next?.kind === 'item';
      if (block.kind === 'heading' && block.level <= level && !group) break;
      if (!next || next.kind === 'heading' || sectionOf(next)) break;
      // Steps numbered in a list go on under a group name only as another numbered list: a name
      // over anything else ("Favorite shrimp recipes", "Fans also made") starts what follows.
      if (numbered && !(next.kind === 'item' && next.ordered)) break;
      headingLines.push(lines.length);
      lines.push(block.text);
      continue;
    }
    if (block.kind === 'item') {
      if (block.ordered) orderedItems.push({ line: lines.length, list: block.list });
      lines.push(block.text);
      fromList = true;
      numbered = block.ordered;
      continue;
    }
    if (fromList && next?.kind !== 'item') break;
    paragraphs.push(lines.length);
    lines.push(block.text);
  }
  // A trailing group name with no steps after it is not part of the method.
  while (headingLines.length && headingLines[headingLines.length - 1] === lines.length - 1) {
    headingLines.pop();
    lines.pop();
  }
  // A method the page shows twice in a row (a print version beside the screen one) is read once.
  const steps = withoutRepeatedRun(
    withoutItemNumbers(withoutParagraphNumbers(lines, paragraphs), orderedItems),
  );
  return {
    lines: steps,
    headingLines: headingLines.filter((line) => line < steps.length),
    factsEnd,
  };
}

/** A line that states a card's time or servings and nothing else: no sentence, a time or yield. */
const statesCardFact = (text: string) =>
  text.length <= MAX_FACT_TEXT &&
  !SENTENCE_END.test(text) &&
  (BARE_TIME.test(text) ||
    LABEL_THEN_TIME.test(text) ||
    BARE_YIELD.test(text) ||
    statedFacts(text).length > 0);
// The longest line read as a card's fact before the steps.
const MAX_FACT_TEXT = 60;

// A line of two or more tags and nothing else: "#main courses#stir fry", "#oatmeal #breakfast".
const HASHTAGS = /^(?:#[^#\s][^#]*){2,}$/u;

// A step's number written before its text: "1. ", "2) ".
const WRITTEN_STEP_NUMBER = /^(\d{1,2})[.)]\s+(?=\S)/;

/**
 * Steps written as paragraphs that number themselves 1, 2, 3… in order, three or more and most of
 * the paragraphs (a tip between two steps carries none), are read without their numbers, as a
 * list's items are: the number is the list's, not the step's words.
 */
function withoutParagraphNumbers(lines: string[], paragraphs: number[]): string[] {
  const numbered = paragraphs.filter((line) => WRITTEN_STEP_NUMBER.test(lines[line]!));
  if (numbered.length < 3 || numbered.length * 2 < paragraphs.length) return lines;
  const inOrder = numbered.every(
    (line, i) => Number(WRITTEN_STEP_NUMBER.exec(lines[line]!)![1]) === i + 1,
  );
  if (!inOrder) return lines;
  const out = [...lines];
  for (const line of numbered) out[line] = out[line]!.replace(WRITTEN_STEP_NUMBER, '');
  return out;
}

// The number a numbered list's item prints again in a cell before its text: "1 Z tortil…".
const ITEM_OWN_NUMBER = /^(\d{1,2}) (?=\p{Lu})/u;

/**
 * A numbered list's items that each print their own number again before their text (a card that
 * sets the number in a cell of its own: "1 Z tortil odkrojte…", "2 Druhou tortilu…"), every item
 * in order from 1 in its list, or from 1 across the method's lists, are read without it: the list
 * numbers them already.
 */
function withoutItemNumbers(lines: string[], items: { line: number; list: number }[]): string[] {
  if (items.length < 2) return lines;
  const printed = items.map(({ line }) => ITEM_OWN_NUMBER.exec(lines[line]!)?.[1]);
  const counts = new Map<number, number>();
  const eachList = items.every(({ list }, i) => {
    const number = (counts.get(list) ?? 0) + 1;
    counts.set(list, number);
    return printed[i] === `${number}`;
  });
  const acrossLists = printed.every((number, i) => number === `${i + 1}`);
  if (!eachList && !acrossLists) return lines;
  const out = [...lines];
  for (const { line } of items) out[line] = out[line]!.replace(ITEM_OWN_NUMBER, '');
  return out;
}

// How far before its ingredients a recipe card's times and servings may stand, in blocks.
export const FACTS_BEFORE = 60;
// …and after the start of its method.
export const FACTS_AFTER = 60;

// A time said alone: "15 min", "1 h 30 min", "45 minuten".
const BARE_TIME =
  /^\d+\s*(?:min(?:s|utes?|uten|utos|uti)?|h|hrs?|hours?|uur|std)(?:\s*\d+\s*min(?:s|utes?|uten)?)?\.?$/i;

// A label of a few words, then a time, run together or not: "Waiting time2 min", "Modo de
// preparo: 5min", "Auf dem Tisch in 30min".
const LABEL_THEN_TIME =
  /^\p{L}[\p{L}'’]*(?: [\p{L}'’]+){0,4}:?\s*\d+\s*(?:min(?:s|utes?|uten|utos|uti)?|h|hrs?|hours?|uur|std)(?:\s*\d+\s*min(?:s|utes?|uten|utos)?)?\.?$/iu;

// A time, then the label a card shows under it, run together or not: "5 minspreparation time".
const TIME_THEN_LABEL =
  /^(\d+\s*(?:minutes|minute|mins|min|hours|hour|hrs|hr|h)\.?)\s*(\p{L}[\p{L} ]*)$/iu;

// A sentence's end, not an abbreviated unit's ("Cook 20 min.").
const SENTENCE_END = /(?<!\b(?:min|mins|hr|hrs|std|h))[.!]$/i;
// Servings labels that are also verbs a step starts with: English "Pour", "Serve".
const STEP_VERB = /^(?:pour|serve)\b/i;
// What such a label says as servings: a number or a range, and at most two words that are no
// measure ("Pour 4 personnes", "Serve 6 pessoas"); "Pour 1 cup of milk" is a step, not a yield.
const SERVINGS_VALUE =
  /^(?!.*\b(?:cups?|tbsps?|tsps?|tablespoons?|teaspoons?|k?g|grams?|m?l|cl|dl|oz|ounces?|lbs?|pounds?|lit(?:er|re)s?)\b)\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+){0,2}$/iu;

// A number or a unit of time in a cell of its own: a card that sets "1" "hour" "30" "minutes" apart.
const TIME_PART =
  /^(?:\d+(?:[.,]\d+)?|min(?:s|utes?|uten|utos|uti)?|h|hrs?|hours?|uur|std|stunden?)\.?$/i;

/**
 * The value a card shows under a label standing alone: the next block, or, when that is a bare
 * number, the number with the units and numbers in the cells after it ("1" "hour" "30" "minutes").
 */
function valueBelow(blocks: PageBlock[], at: number): string {
  const next = blocks[at];
  if (!next || next.kind === 'heading' || next.text.length > 40) return '';
  if (!/^\d+(?:[.,]\d+)?$/.test(next.text)) return next.text;
  const parts = [next.text];
  for (
    let i = at + 1;
    i < Math.min(blocks.length, at + 4) && TIME_PART.test(blocks[i]!.text);
    i += 1
  ) {
    parts.push(blocks[i]!.text);
  }
  return parts.join(' ');
}

/** Takes one fact a card states into the recipe, unless it already has it. */
function takeFact(recipe: ExtractedRecipe, fact: RecipeFact, value: string): void {
  if (fact === 'yields') {
    // "6/8" on a card means six to eight people, not a fraction of one.
    if (/\d/.test(value)) recipe.yields ||= value.replace(/^(\d*[2-9]\d*)\s*\/\s*(\d+)/, '$1-$2');
    return;
  }
  const minutes = parseDurationMinutes(value);
  if (minutes !== null) recipe[fact] ??= minutes;
}

/**
 * Times and servings a recipe card states as label and value, on one line ("Prep time: 20 min")
 * or on two ("Cuisson" then "45 min"), several on one line, each read on its own ("Prep: 5 mins |
 * Cook: 25 mins"), or a yield said alone ("4 personen"); the first of each.
 */
export function readPageFacts(
  blocks: PageBlock[],
  from: number,
  to: number,
  recipe: ExtractedRecipe,
): void {
  const start = Math.max(0, from);
  // A card's facts sit by its lists: a run of blocks longer than any recipe's is not read through.
  for (let i = start; i < Math.min(blocks.length, to, start + MAX_LIST_LINES); i += 1) {
    const block = blocks[i]!;
    if (block.text.length > 120) continue;
    const several = statedFacts(block.text);
    if (several.length > 1) {
      for (const { fact, value } of several) takeFact(recipe, fact, value);
      continue;
    }
    const [one] = several;
    // A numbered list holds steps, and a sentence is one ("Bake 25 minutes."), not a card's fact.
    const step = (block.kind === 'item' && block.ordered) || SENTENCE_END.test(block.text);
    if (
      one &&
      !step &&
      block.text.length <= 80 &&
      (one.fact !== 'yields' || !STEP_VERB.test(block.text) || SERVINGS_VALUE.test(one.value))
    ) {
      // One fact said with its label and no colon: "Serves 4", "Makes 24 cookies", "Cook 20 min".
      takeFact(recipe, one.fact, one.value);
      continue;
    }
    if (BARE_YIELD.test(block.text)) {
      recipe.yields ||= block.text;
      // A card that says its servings alone says its time alone beside them ("4 personen",
      // "15 min"): the time it takes in all.
      const next = blocks[i + 1];
      if (next && recipe.totalTime === null && BARE_TIME.test(next.text)) {
        recipe.totalTime = parseDurationMinutes(next.text);
      }
      continue;
    }
    if (block.kind === 'item' && !recipeFactLabel(block.text.split(':')[0]!)) continue;
    if (block.text.length > 80) continue;
    // A card that shows the value above its label ("5 mins" over "preparation time").
    const valueFirst = TIME_THEN_LABEL.exec(block.text);
    const labelAfter = valueFirst ? recipeFactLabel(valueFirst[2]!) : null;
    if (valueFirst && labelAfter && labelAfter !== 'yields') {
      takeFact(recipe, labelAfter, valueFirst[1]!);
      continue;
    }
    const colon = block.text.indexOf(':');
    const fact = recipeFactLabel(colon > 0 ? block.text.slice(0, colon) : block.text);
    let value = colon > 0 ? block.text.slice(colon + 1).trim() : '';
    if (fact && !value) {
      value = valueBelow(blocks, i + 1);
    }
    if (!fact || !value) continue;
    takeFact(recipe, fact, value);
  }
}

/** Where the page's first ingredient heading stands among its blocks, or -1. */
function ingredientHeadingIndex(blocks: PageBlock[]): number {
  return blocks.findIndex((block) => sectionOf(block) === 'ingredients');
}

/**
 * The blocks where a recipe card beside structured data may state its times and servings: around
 * its first ingredient heading, else (a card that heads its ingredients only by their groups,
 * "Dough", "Filling") before and just after its first method heading; null when the page has
 * neither heading.
 */
export function recipeCardSpan(blocks: PageBlock[]): { from: number; to: number } | null {
  const ingredients = ingredientHeadingIndex(blocks);
  if (ingredients >= 0) {
    return { from: ingredients - FACTS_BEFORE, to: ingredients + FACTS_BEFORE + FACTS_AFTER };
  }
  const method = blocks.findIndex((block) => sectionOf(block) === 'instructions');
  return method >= 0 ? { from: method - FACTS_BEFORE, to: method + FACTS_AFTER } : null;
}

interface FoundRecipe {
  ingredients: string[];
  instructions: string[];
  headingLines: number[];
  ingredientStart: number;
  /** Where the card's facts stop being read: the method's start, or past the facts over its first step. */
  factsEnd: number;
}

/**
 * Whether a heading that states only a yield ("Pour 1 grand bol :", "For 4 people") stands over
 * a list of amounts, straight or under a group name: it heads the ingredients, as a cook writes
 * "For 4:" over what to gather.
 */
function headsIngredientsByYield(blocks: PageBlock[], index: number): boolean {
  const block = blocks[index]!;
  if (block.kind === 'item' || (block.kind === 'line' && !block.strong)) return false;
  const facts = statedFacts(block.text);
  if (facts.length !== 1 || facts[0]!.fact !== 'yields') return false;
  const next = blocks[index + 1];
  return (
    headsAmounts(blocks, index) ||
    (next !== undefined && isGroupLine(next) && headsAmounts(blocks, index + 1))
  );
}

/**
 * The first "Ingredients"-like heading whose lines mostly state amounts (a blog's notes on its
 * ingredients come before the list a cook measures from), else the first with lines at all; then
 * its "Instructions" heading, else a numbered list right after the ingredients, else no steps.
 */
function readHeadedRecipe(blocks: PageBlock[]): FoundRecipe | null {
  const starts = blocks.flatMap((block, index) => {
    const section: Section =
      sectionOf(block) ?? (headsIngredientsByYield(blocks, index) ? 'ingredients' : null);
    return section ? [{ index, section }] : [];
  });
  let ingredientStart = -1;
  let ingredientEnd = -1;
  let ingredients: string[] = [];
  for (const { index, section } of starts) {
    if (section !== 'ingredients') continue;
    const read = readIngredients(blocks, index);
    if (!read.lines.length) continue;
    const measured = read.lines.filter(statesAmount).length * 2 >= read.lines.length;
    if (!ingredients.length || measured) {
      ingredients = read.lines;
      ingredientStart = index;
      ingredientEnd = read.end;
    }
    if (measured) break;
  }
  if (!ingredients.length) return null;
  const candidates = starts.filter(({ section }) => section === 'instructions');
  const ordered = [
    ...candidates.filter(({ index }) => index > ingredientStart),
    ...candidates.filter(({ index }) => index < ingredientStart),
  ];
  for (const { index } of ordered) {
    const { lines, headingLines, factsEnd } = readInstructions(blocks, index);
    if (lines.length > headingLines.length) {
      return {
        ingredients,
        instructions: lines,
        headingLines,
        ingredientStart,
        factsEnd,
      };
    }
  }
  const numbered = numberedListAfter(blocks, ingredientEnd);
  return {
    ingredients,
    instructions: numbered?.steps ?? [],
    headingLines: [],
    ingredientStart,
    factsEnd: numbered?.start ?? ingredientEnd,
  };
}

// How far past the ingredients a method without a section heading may start, in blocks.
const MAX_METHOD_GAP = 20;

/**
 * A method no heading names ("The recipe", "Let's cook"): the first numbered list (<ol>) of at
 * least two items shortly after the ingredients, before any other recipe section.
 */
function numberedListAfter(
  blocks: PageBlock[],
  from: number,
): { steps: string[]; start: number } | null {
  const end = Math.min(blocks.length, from + MAX_METHOD_GAP);
  for (let i = from; i < end; i += 1) {
    const block = blocks[i]!;
    if (sectionOf(block)) return null;
    if (block.kind === 'line') {
      const steps = numberedParagraphs(blocks, i);
      if (steps.length >= MIN_NUMBERED_PARAGRAPHS) return { steps, start: i };
    }
    if (block.kind !== 'item' || !block.ordered) continue;
    const steps: string[] = [];
    for (let j = i; j < blocks.length && steps.length < MAX_LINES; j += 1) {
      const step = blocks[j]!;
      if (step.kind !== 'item' || step.list !== block.list) break;
      steps.push(step.text);
    }
    return steps.length >= 2 ? { steps, start: i } : null;
  }
  return null;
}

// Paragraphs that number themselves read as a method only when three or more do.
const MIN_NUMBERED_PARAGRAPHS = 3;
// A step's number on a line of its own: "1.", "2)".
const BARE_STEP_NUMBER = /^(\d{1,2})[.)]$/;

/**
 * Steps written as paragraphs that number themselves 1, 2, 3… from `from` on, the number before
 * the text ("1. Cut the chicken…") or on a line of its own above it, read without their numbers;
 * empty when the paragraph at `from` is no step 1.
 */
function numberedParagraphs(blocks: PageBlock[], from: number): string[] {
  const steps: string[] = [];
  for (let j = from; j < blocks.length && steps.length < MAX_LINES; j += 1) {
    const block = blocks[j]!;
    if (block.kind !== 'line') break;
    const bare = BARE_STEP_NUMBER.exec(block.text);
    const next = blocks[j + 1];
    if (bare && Number(bare[1]) === steps.length + 1 && next?.kind === 'line') {
      steps.push(next.text);
      j += 1;
      continue;
    }
    const written = WRITTEN_STEP_NUMBER.exec(block.text);
    if (!written || Number(written[1]) !== steps.length + 1) break;
    steps.push(block.text.slice(written[0].length));
  }
  return steps;
}

// A list reads as ingredients when most of its items (at least three) start with an amount.
const MIN_HEADLESS_ITEMS = 3;
const AMOUNT_SHARE = 0.75;
// The longest line of ingredients written as paragraphs, in characters.
const MAX_HEADLESS_LINE = 100;
/** The share of lines that start with an amount ("2. Stir …" numbers a step; "1.5 kg" is one). */
const amountShare = (lines: string[]) =>
  lines.filter((line) => STARTS_WITH_AMOUNT.test(line) && !WRITTEN_STEP_NUMBER.test(line)).length /
  Math.max(1, lines.length);
// A sentence of a few words, as steps are written and ingredient lines are not.
const isSentence = (line: string) => /[.!]$/.test(line) && line.split(/\s+/).length >= 4;

/**
 * Without section headings: the first list (or, with `lines`, run of short lines) whose items
 * mostly start with an amount, and the steps right after it (a list, or paragraphs of at least a
 * few words).
 */
function readHeadlessRecipe(blocks: PageBlock[], lines: boolean): FoundRecipe | null {
  // One list's items, or (with `lines`) short lines one after another: a list set as paragraphs.
  const sameRun = (first: PageBlock, block: PageBlock) =>
    first.kind === 'item'
      ? block.kind === 'item' && block.list === first.list
      : lines &&
        block.kind === 'line' &&
        block.text.length <= MAX_HEADLESS_LINE &&
        !isSentence(block.text);
  // Where the run starting at `start` ends (`start` itself when no run starts there).
  const runEnd = (start: number) => {
    const first = blocks[start];
    if (!first || first.kind === 'heading' || !sameRun(first, first)) return start;
    let end = start;
    while (end < blocks.length && sameRun(first, blocks[end]!)) end += 1;
    return end;
  };
  const texts = (from: number, to: number) => blocks.slice(from, to).map((block) => block.text);
  for (let i = 0; i < blocks.length; i += 1) {
    const first = blocks[i]!;
    if (first.kind === 'heading' || !sameRun(first, first)) continue;
    let end = runEnd(i);
    const items = texts(i, end);
    if (items.length >= MIN_HEADLESS_ITEMS && amountShare(items) >= AMOUNT_SHARE) {
      // Lists of amounts one after another (a card's groups with no names) are one list.
      for (let next = runEnd(end); next > end && amountShare(texts(end, next)) >= AMOUNT_SHARE;) {
        items.push(...texts(end, next));
        end = next;
        next = runEnd(end);
      }
      const steps = stepsAfter(blocks, end);
      if (steps.length) {
        return {
          ingredients: items,
          instructions: steps,
          headingLines: [],
          ingredientStart: i,
          factsEnd: end,
        };
      }
    }
    i = end - 1;
  }
  return null;
}

// A list reads as ingredients when most of its items state a number somewhere ("tvaroh 500 g").
const statesNumber = (line: string) => /[\d¼½¾⅓⅔⅛⅜⅝⅞]/.test(line);

/**
 * A method heading with no ingredients heading before it: the lists standing right before the
 * method, under group names of their own or none ("Těsto", "Rozvar"), are its ingredients when
 * most of their items (at least three) state a number, as a cook lists what to measure.
 */
function readListsBeforeMethod(blocks: PageBlock[]): FoundRecipe | null {
  const method = blocks.findIndex((block) => sectionOf(block) === 'instructions');
  if (method < 0) return null;
  const steps = readInstructions(blocks, method);
  if (steps.lines.length <= steps.headingLines.length) return null;
  const items: string[] = [];
  let start = method;
  for (let i = method - 1; i >= 0 && method - i <= MAX_SECTION_BLOCKS; i -= 1) {
    const block = blocks[i]!;
    if (block.kind === 'item') {
      if (!isIngredientGroupLine(block.text)) items.unshift(block.text);
      start = i;
    } else if (block.kind !== 'heading' && !isGroupLine(block)) {
      break;
    }
  }
  const numbered = items.filter(statesNumber).length;
  if (items.length < MIN_HEADLESS_ITEMS || numbered < AMOUNT_SHARE * items.length) return null;
  return {
    ingredients: items.slice(0, MAX_LINES),
    instructions: steps.lines,
    headingLines: steps.headingLines,
    ingredientStart: start,
    factsEnd: steps.factsEnd,
  };
}

function stepsAfter(blocks: PageBlock[], start: number): string[] {
  const steps: string[] = [];
  let list: number | null = null;
  for (let i = start; i < blocks.length && steps.length < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (block.kind === 'heading' || sectionOf(block)) break;
    if (block.kind === 'item') {
      if (steps.length && list === null) break;
      if (list !== null && block.list !== list) break;
      list = block.list;
    } else if (list !== null || block.text.split(' ').length < 4) {
      break;
    }
    steps.push(block.text);
  }
  return steps;
}

/**
 * The name a recipe card gives itself: the heading nearest before its ingredients heading, above
 * it in rank and within the card's reach, when it names no section; '' when there is none.
 */
function cardTitle(blocks: PageBlock[], index: number): string {
  const start = blocks[index];
  if (start?.kind !== 'heading') return '';
  for (let i = index - 1; i >= Math.max(0, index - FACTS_BEFORE); i -= 1) {
    const block = blocks[i]!;
    if (block.kind !== 'heading') continue;
    if (block.level >= start.level || sectionOf(block) || block.text.length > 120) return '';
    return block.text;
  }
  return '';
}

/** The page heading (h1) nearest before the ingredients names the recipe. */
function titleBefore(blocks: PageBlock[], index: number): string {
  for (let i = Math.min(index, blocks.length - 1); i >= 0; i -= 1) {
    const block = blocks[i]!;
    if (block.kind === 'heading' && block.level === 1) return block.text;
  }
  return '';
}

/**
 * A recipe read from the page's own headings and lists: the first "Ingredients"-like heading with
 * lines after it and its "Instructions"-like heading (after the ingredients when both are found);
 * without such headings, a list of amounts followed by steps; else the ingredients alone, or the
 * lists right before a method heading. Null when the page has none of these.
 */
export function readPageRecipe(blocks: PageBlock[]): ExtractedRecipe | null {
  const headed = readHeadedRecipe(blocks);
  // Ingredients under their heading with no method to be found are still what the page says: the
  // review asks for the steps (a list of amounts followed by steps, headings or not, comes first).
  // Lines that look like a list of amounts are the last resort: the page's lists and headings say
  // more than a run of short paragraphs does.
  const found = headed?.instructions.length
    ? headed
    : (readHeadlessRecipe(blocks, false) ??
      headed ??
      readListsBeforeMethod(blocks) ??
      readHeadlessRecipe(blocks, true));
  if (!found) return null;
  const recipe = emptyExtractedRecipe();
  recipe.title =
    cardTitle(blocks, found.ingredientStart) || titleBefore(blocks, found.ingredientStart);
  // An ingredient list the page shows twice in a row (for print and for the screen) is read once.
  recipe.ingredients = withoutRepeatedRun(found.ingredients);
  recipe.instructions = found.instructions;
  if (found.headingLines.length) recipe.headingLines = found.headingLines;
  readPageFacts(blocks, found.ingredientStart - FACTS_BEFORE, found.factsEnd, recipe);
  return recipe;
}
