import { amountText } from '../ingredients/unit-labels';
import type { Nutrition, Recipe } from './schemas';

/** A schema.org NutritionInformation: figures per serving, as text with their unit. */
export interface SchemaOrgNutrition {
  '@type': 'NutritionInformation';
  servingSize: string;
  calories: string;
  proteinContent: string;
  carbohydrateContent: string;
  fatContent: string;
  fiberContent: string;
}

export interface SchemaOrgHowToStep {
  '@type': 'HowToStep';
  position: number;
  name?: string;
  text: string;
  /** How long the step takes, when the recipe says (ISO 8601). */
  timeRequired?: string;
  /** The step's photo, absolute. */
  image?: string;
}

/** Steps that belong to one component of a recipe ("For the sauce"). */
export interface SchemaOrgHowToSection {
  '@type': 'HowToSection';
  name: string;
  itemListElement: SchemaOrgHowToStep[];
}

/** The schema.org Recipe that Simmer publishes and exports (https://schema.org/Recipe). */
export interface SchemaOrgRecipe {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description: string;
  url?: string;
  /** Absolute URLs, largest first: 800, 400 and 200 pixels wide for each image. */
  image?: string[];
  author?: { '@type': 'Person'; name: string; url?: string };
  datePublished: string;
  dateModified?: string;
  recipeCategory?: string;
  recipeCuisine?: string;
  keywords?: string;
  suitableForDiet?: string[];
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeYield: string;
  recipeIngredient: string[];
  recipeInstructions: (SchemaOrgHowToStep | SchemaOrgHowToSection)[];
  nutrition?: SchemaOrgNutrition;
}

/** What the serializer reads of a recipe: the API's `Recipe` fits as it is. */
export type SchemaOrgRecipeSource = Pick<
  Recipe,
  | 'name'
  | 'description'
  | 'images'
  | 'author'
  | 'createdAt'
  | 'updatedAt'
  | 'cuisine'
  | 'tags'
  | 'dietaryRestrictions'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'servings'
  | 'ingredients'
  | 'nutritionalInfo'
> & {
  instructions: readonly (Pick<Recipe['instructions'][number], 'text'> &
    Partial<
      Pick<Recipe['instructions'][number], 'component' | 'estimatedDuration' | 'imageUrl'>
    >)[];
  /** Figures estimated from the ingredients, used when the author gave none. */
  estimatedNutrition?: Recipe['estimatedNutrition'];
};

export interface SchemaOrgRecipeOptions {
  /** The origin image URLs are resolved against ("https://simmer.example"). */
  baseUrl: string;
  /** The page the recipe is published at. */
  url?: string;
  /** A page about the author (a chef's page). */
  authorUrl?: string;
}

/** Meal and course words among a recipe's tags, as schema.org's recipeCategory names them. */
const CATEGORY_BY_TAG: Record<string, string> = {
  breakfast: 'Breakfast',
  brunch: 'Brunch',
  lunch: 'Lunch',
  dinner: 'Dinner',
  supper: 'Dinner',
  'main course': 'Main course',
  main: 'Main course',
  entree: 'Main course',
  appetizer: 'Appetizer',
  starter: 'Appetizer',
  'side dish': 'Side dish',
  side: 'Side dish',
  soup: 'Soup',
  salad: 'Salad',
  snack: 'Snack',
  dessert: 'Dessert',
  drink: 'Drink',
  beverage: 'Drink',
  sauce: 'Sauce',
  bread: 'Bread',
};

/** Dietary restrictions that schema.org's RestrictedDiet enumerates. */
const DIET_BY_RESTRICTION: Record<string, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
  diabetic: 'https://schema.org/DiabeticDiet',
  'low-calorie': 'https://schema.org/LowCalorieDiet',
  'low-fat': 'https://schema.org/LowFatDiet',
  'low-lactose': 'https://schema.org/LowLactoseDiet',
  'low-salt': 'https://schema.org/LowSaltDiet',
};

/** Whole minutes as an ISO 8601 duration: 95 → "PT1H35M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** "½ cup basmati rice, rinsed": the amount as a cook writes it, in the recipe's own unit. */
export function ingredientLine(ingredient: Recipe['ingredients'][number]): string {
  const line = [amountText(ingredient.quantity, ingredient.unit), ingredient.name]
    .filter(Boolean)
    .join(' ');
  return ingredient.preparation ? `${line}, ${ingredient.preparation}` : line;
}

/** A step's name where it has one: its first sentence, when more follows and it is short. */
function stepName(text: string): string | undefined {
  const sentence = /^(.+?[.!?])\s+\S/s.exec(text.trim())?.[1];
  const flat = sentence?.replace(/\s+/g, ' ');
  return flat && flat.length <= 80 ? flat : undefined;
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

function nutritionOf(values: Nutrition): SchemaOrgNutrition {
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${round(values.calories)} calories`,
    proteinContent: `${round(values.protein, 1)} g`,
    carbohydrateContent: `${round(values.carbohydrates, 1)} g`,
    fatContent: `${round(values.fat, 1)} g`,
    fiberContent: `${round(values.fiber, 1)} g`,
  };
}

/** The figures worth publishing: the author's, else an estimate that counted every ingredient. */
function knownNutrition(recipe: SchemaOrgRecipeSource): Nutrition | null {
  if (recipe.nutritionalInfo) return recipe.nutritionalInfo;
  const estimate = recipe.estimatedNutrition;
  return estimate &&
    estimate.totalIngredients > 0 &&
    estimate.coveredIngredients === estimate.totalIngredients
    ? estimate.perServing
    : null;
}

const absolute = (url: string, baseUrl: string) => new URL(url, baseUrl).href;

/** Steps as HowToSteps, numbered; consecutive steps of one component as a HowToSection. */
function instructionsOf(
  instructions: SchemaOrgRecipeSource['instructions'],
  baseUrl: string,
): (SchemaOrgHowToStep | SchemaOrgHowToSection)[] {
  const out: (SchemaOrgHowToStep | SchemaOrgHowToSection)[] = [];
  let section: SchemaOrgHowToSection | undefined;
  instructions.forEach((instruction, index) => {
    const name = stepName(instruction.text);
    const minutes = instruction.estimatedDuration ?? 0;
    const step: SchemaOrgHowToStep = {
      '@type': 'HowToStep',
      position: index + 1,
      ...(name ? { name } : {}),
      text: instruction.text,
      ...(minutes > 0 ? { timeRequired: isoDuration(minutes) } : {}),
      ...(instruction.imageUrl ? { image: absolute(instruction.imageUrl, baseUrl) } : {}),
    };
    const component = instruction.component?.trim();
    if (!component) {
      section = undefined;
      out.push(step);
      return;
    }
    if (section?.name !== component) {
      section = { '@type': 'HowToSection', name: component, itemListElement: [] };
      out.push(section);
    }
    section.itemListElement.push(step);
  });
  return out;
}

/**
 * A recipe as a schema.org Recipe for JSON-LD (Google's recipe rich results read the same
 * fields): ISO 8601 durations, steps as HowToStep, nutrition per serving where it is known,
 * every image in its three widths as absolute URLs, the author as a Person, the first meal or
 * course word among the tags as recipeCategory and the tags as keywords. Only what `recipe`
 * holds is published: a caller that hides steps or ingredients passes them already hidden.
 */
export function toSchemaOrgRecipe(
  recipe: SchemaOrgRecipeSource,
  options: SchemaOrgRecipeOptions,
): SchemaOrgRecipe {
  const images = recipe.images.flatMap((image) =>
    [image.large, image.medium, image.thumb].map((url) => absolute(url, options.baseUrl)),
  );
  const tags = recipe.tags.map((tag) => tag.trim()).filter(Boolean);
  const category = tags.map((tag) => CATEGORY_BY_TAG[tag.toLowerCase()]).find(Boolean);
  const diets = [
    ...new Set(
      recipe.dietaryRestrictions
        .map((restriction) => DIET_BY_RESTRICTION[restriction.trim().toLowerCase()])
        .filter((diet): diet is string => Boolean(diet)),
    ),
  ];
  const author = recipe.author.trim();
  const nutrition = knownNutrition(recipe);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description.trim() || `${recipe.name} on Simmer`,
    ...(options.url ? { url: options.url } : {}),
    ...(images.length ? { image: images } : {}),
    ...(author
      ? {
          author: {
            '@type': 'Person' as const,
            name: author,
            ...(options.authorUrl ? { url: options.authorUrl } : {}),
          },
        }
      : {}),
    datePublished: recipe.createdAt,
    ...(recipe.updatedAt ? { dateModified: recipe.updatedAt } : {}),
    ...(category ? { recipeCategory: category } : {}),
    ...(recipe.cuisine.trim() ? { recipeCuisine: recipe.cuisine.trim() } : {}),
    ...(tags.length ? { keywords: [...new Set(tags)].join(', ') } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.totalTime),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: instructionsOf(recipe.instructions, options.baseUrl),
    ...(nutrition ? { nutrition: nutritionOf(nutrition) } : {}),
  };
}

/**
 * JSON for an HTML `<script type="application/ld+json">` element: `<`, `>`, `&` and the line
 * separators U+2028/U+2029 as \u escapes, so no value can close the element or open a comment.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
