import {
  BARE_YIELD,
  emptyExtractedRecipe,
  headingSection,
  parseDurationMinutes,
  recipeFactLabel,
  type ExtractedRecipe,
} from '@simmer/domain/import';
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
  if (block.kind === 'item') return null;
  if (block.kind === 'heading' || block.strong) return headingSection(block.text, { loose: true });
  return headingSection(block.text);
}

const levelOf = (block: PageBlock) => (block.kind === 'heading' ? block.level : 7);

/** A short bold line or one ending with a colon heads a group ("For the sauce:"). */
const isGroupLine = (block: PageBlock) =>
  block.kind === 'line' && block.text.length <= 60 && (block.strong || /:$/.test(block.text));

function readIngredients(blocks: PageBlock[], start: number): string[] {
  const level = levelOf(blocks[start]!);
  const lines: string[] = [];
  let fromList = false;
  const end = Math.min(blocks.length, start + MAX_SECTION_BLOCKS);
  for (let i = start + 1; i < end && lines.length < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (sectionOf(block)) break;
    if (block.kind === 'heading') {
      if (block.level <= level) break;
      continue;
    }
    if (block.kind === 'item') {
      lines.push(block.text);
      fromList = true;
      continue;
    }
    if (isGroupLine(block)) continue;
    const next = blocks[i + 1];
    // A short line between two lists names the second one's group.
    if (fromList && block.text.length <= 60 && next?.kind === 'item') continue;
    if (fromList || block.text.length > 150) {
      if (lines.length) break;
      continue;
    }
    lines.push(block.text);
  }
  return lines;
}

function readInstructions(
  blocks: PageBlock[],
  start: number,
): { lines: string[]; headingLines: number[] } {
  const level = levelOf(blocks[start]!);
  const lines: string[] = [];
  const headingLines: number[] = [];
  let fromList = false;
  const end = Math.min(blocks.length, start + MAX_SECTION_BLOCKS);
  for (let i = start + 1; i < end && lines.length < MAX_LINES; i += 1) {
    const block = blocks[i]!;
    if (sectionOf(block)) break;
    const next = blocks[i + 1];
    if (block.kind === 'heading' || isGroupLine(block)) {
      if (block.kind === 'heading' && block.level <= level) break;
      if (!next || next.kind === 'heading' || sectionOf(next)) break;
      headingLines.push(lines.length);
      lines.push(block.text);
      continue;
    }
    if (block.kind === 'item') {
      lines.push(block.text);
      fromList = true;
      continue;
    }
    if (fromList && next?.kind !== 'item') break;
    lines.push(block.text);
  }
  // A trailing group name with no steps after it is not part of the method.
  while (headingLines.length && headingLines[headingLines.length - 1] === lines.length - 1) {
    headingLines.pop();
    lines.pop();
  }
  return { lines, headingLines };
}

// How far before its ingredients a recipe card's times and servings may stand, in blocks.
export const FACTS_BEFORE = 60;
// …and after the start of its method.
export const FACTS_AFTER = 60;

/**
 * Times and servings a recipe card states as label and value, on one line ("Prep time: 20 min")
 * or on two ("Cuisson" then "45 min"), or a yield said alone ("4 personen"); the first of each.
 */
export function readPageFacts(
  blocks: PageBlock[],
  from: number,
  to: number,
  recipe: ExtractedRecipe,
): void {
  for (let i = Math.max(0, from); i < Math.min(blocks.length, to); i += 1) {
    const block = blocks[i]!;
    if (block.kind === 'item' && !recipeFactLabel(block.text.split(':')[0]!)) continue;
    if (block.text.length > 80) continue;
    if (BARE_YIELD.test(block.text)) {
      recipe.yields ||= block.text;
      continue;
    }
    const colon = block.text.indexOf(':');
    const fact = recipeFactLabel(colon > 0 ? block.text.slice(0, colon) : block.text);
    let value = colon > 0 ? block.text.slice(colon + 1).trim() : '';
    if (fact && !value) {
      const next = blocks[i + 1];
      value = next && next.kind !== 'heading' && next.text.length <= 40 ? next.text : '';
    }
    if (!fact || !value) continue;
    if (fact === 'yields') {
      // "6/8" on a card means six to eight people, not a fraction of one.
      if (/\d/.test(value)) recipe.yields ||= value.replace(/^(\d*[2-9]\d*)\s*\/\s*(\d+)/, '$1-$2');
      continue;
    }
    const minutes = parseDurationMinutes(value);
    if (minutes !== null) recipe[fact] ??= minutes;
  }
}

/** Where the page's first ingredient heading stands among its blocks, or -1. */
export function ingredientHeadingIndex(blocks: PageBlock[]): number {
  return blocks.findIndex((block) => sectionOf(block) === 'ingredients');
}

/**
 * A recipe read from the page's own headings and lists: the first "Ingredients"-like heading with
 * lines after it, and the first "Instructions"-like heading (after the ingredients when both are
 * found). Null when the page has no such pair.
 */
export function readPageRecipe(blocks: PageBlock[]): ExtractedRecipe | null {
  const starts = blocks.flatMap((block, index) => {
    const section = sectionOf(block);
    return section ? [{ index, section }] : [];
  });
  let ingredientStart = -1;
  let ingredients: string[] = [];
  for (const { index, section } of starts) {
    if (section !== 'ingredients') continue;
    ingredients = readIngredients(blocks, index);
    if (ingredients.length) {
      ingredientStart = index;
      break;
    }
  }
  if (!ingredients.length) return null;
  const candidates = starts.filter(({ section }) => section === 'instructions');
  const ordered = [
    ...candidates.filter(({ index }) => index > ingredientStart),
    ...candidates.filter(({ index }) => index < ingredientStart),
  ];
  for (const { index } of ordered) {
    const { lines, headingLines } = readInstructions(blocks, index);
    if (lines.length > headingLines.length) {
      const recipe = emptyExtractedRecipe();
      recipe.ingredients = ingredients;
      recipe.instructions = lines;
      if (headingLines.length) recipe.headingLines = headingLines;
      readPageFacts(
        blocks,
        ingredientStart - FACTS_BEFORE,
        Math.max(index, ingredientStart),
        recipe,
      );
      return recipe;
    }
  }
  return null;
}
