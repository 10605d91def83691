import { readFileSync } from 'node:fs';
import type { GroceryCategory } from '@simmer/domain/grocery';
import { groceryCategoryForFood, normaliseIngredientName } from '@simmer/domain/ingredients';
import { INGREDIENT_ALIASES, type AliasGroup } from './aliases';

interface UsdaFile {
  source: string;
  version: string;
  columns: string[];
  foods: (string | number | null)[][];
}

export interface CatalogueFood {
  id: string;
  name: string;
  description: string;
  normalisedName: string;
  category: GroceryCategory;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber: number;
  gramsPerCup: number | null;
  gramsPerTbsp: number | null;
  gramsPerTsp: number | null;
  gramsPerEach: number | null;
  eachUnit: string | null;
  fdcId: number | null;
  ndbNo: string;
}

/** The catalogue id of a USDA food: `usda-<fdc_id>`, or `usda-ndb-<ndb_no>` without an FDC id. */
export function catalogueIdFor(food: AliasGroup['food'] | { fdcId: number | null; ndbNo: string }) {
  if (typeof food === 'number') return `usda-${food}`;
  if (typeof food === 'string') return `usda-ndb-${food.slice(4)}`;
  return food.fdcId ? `usda-${food.fdcId}` : `usda-ndb-${food.ndbNo}`;
}

let cached: { version: string; foods: CatalogueFood[] } | undefined;

/** The shipped USDA SR Legacy foods as catalogue rows (read once per process). */
export function catalogueFoods(): { version: string; foods: CatalogueFood[] } {
  if (cached) return cached;
  const file = JSON.parse(
    readFileSync(new URL('./data/usda-sr-legacy.json', import.meta.url), 'utf8'),
  ) as UsdaFile;
  const at = (name: string) => file.columns.indexOf(name);
  const foods = file.foods.map((row): CatalogueFood => {
    const get = <T>(name: string) => row[at(name)] as T;
    const description = get<string>('description');
    const food = { fdcId: get<number | null>('fdcId'), ndbNo: get<string>('ndbNo') };
    return {
      id: catalogueIdFor(food),
      name: description.toLowerCase(),
      description,
      normalisedName: normaliseIngredientName(description),
      category: groceryCategoryForFood(get<string>('usdaCategory'), description),
      calories: get<number>('calories'),
      protein: get<number>('protein'),
      carbohydrates: get<number>('carbohydrates'),
      fat: get<number>('fat'),
      fiber: get<number>('fiber'),
      gramsPerCup: get<number | null>('gramsPerCup'),
      gramsPerTbsp: get<number | null>('gramsPerTbsp'),
      gramsPerTsp: get<number | null>('gramsPerTsp'),
      gramsPerEach: get<number | null>('gramsPerEach'),
      eachUnit: get<string | null>('eachUnit'),
      ...food,
    };
  });
  cached = { version: `${file.version}+aliases.${aliasFingerprint()}`, foods };
  return cached;
}

/** A short fingerprint of the alias list, so editing it reloads the catalogue on the next start. */
function aliasFingerprint(): string {
  let hash = 0;
  for (const group of INGREDIENT_ALIASES) {
    for (const char of `${group.food}:${group.aliases.join('|')};`) {
      hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
    }
  }
  return (hash >>> 0).toString(36);
}

/** Normalised alias → catalogue id; the first group to claim an alias wins. */
export function aliasRows(): { alias: string; ingredientId: string }[] {
  const seen = new Map<string, string>();
  for (const group of INGREDIENT_ALIASES) {
    const ingredientId = catalogueIdFor(group.food);
    for (const alias of group.aliases) {
      const normalised = normaliseIngredientName(alias);
      if (normalised && !seen.has(normalised)) seen.set(normalised, ingredientId);
    }
  }
  return [...seen].map(([alias, ingredientId]) => ({ alias, ingredientId }));
}
