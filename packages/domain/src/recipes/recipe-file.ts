import { amountText } from '../ingredients/unit-labels';
import type { Recipe } from './schemas';

/**
 * Recipe files (issue 15, "Conventions"): a recipe, or a whole recipe box, as schema.org Recipe
 * JSON-LD — the format recipe sites publish and other recipe apps (Mealie, Tandoor, Paprika-style
 * exporters) read and write — so a recipe can leave Simmer and come back through the import
 * review.
 */

type JsonLd = Record<string, unknown>;

/** Minutes as an ISO 8601 duration ("PT1H5M"); nothing for no time. */
export function isoDuration(minutes: number): string | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** An ingredient as one line a cook (and an importer) reads: "1 ½ cups flour, sifted". */
export function ingredientLine(ingredient: Recipe['ingredients'][number]): string {
  const amount = amountText(ingredient.quantity, ingredient.unit);
  const line = [amount, ingredient.name].filter(Boolean).join(' ');
  return ingredient.preparation ? `${line}, ${ingredient.preparation}` : line;
}

// schema.org's RestrictedDiet values for the dietary labels Simmer keeps.
const DIETS: Record<string, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': 'https://schema.org/LowLactoseDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
  'low-calorie': 'https://schema.org/LowCalorieDiet',
  'low-fat': 'https://schema.org/LowFatDiet',
  'low-salt': 'https://schema.org/LowSaltDiet',
  diabetic: 'https://schema.org/DiabeticDiet',
};

function step(instruction: Recipe['instructions'][number], publicUrl: string): JsonLd {
  const time = isoDuration(instruction.estimatedDuration);
  return {
    '@type': 'HowToStep',
    text: instruction.text,
    ...(time ? { timeRequired: time } : {}),
    ...(instruction.imageUrl ? { image: absolute(instruction.imageUrl, publicUrl) } : {}),
  };
}

/** Steps as HowToSteps; steps that share a component ("For the sauce") as a HowToSection. */
function instructionsOf(recipe: Recipe, publicUrl: string): JsonLd[] {
  const out: JsonLd[] = [];
  let section: JsonLd & { itemListElement: JsonLd[] } = { itemListElement: [] };
  for (const instruction of recipe.instructions) {
    if (!instruction.component) {
      out.push(step(instruction, publicUrl));
      continue;
    }
    if (section.name !== instruction.component) {
      section = { '@type': 'HowToSection', name: instruction.component, itemListElement: [] };
      out.push(section);
    }
    section.itemListElement.push(step(instruction, publicUrl));
  }
  return out;
}

/** A URL the file can be opened with anywhere: relative media paths made absolute. */
function absolute(url: string, publicUrl: string): string {
  try {
    return new URL(url, `${publicUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return url;
  }
}

/**
 * One recipe as a schema.org Recipe node (without `@context`). `publicUrl` makes image paths
 * absolute; a private recipe's image URLs are signed and stop working after an hour or two.
 */
export function recipeJsonLdNode(recipe: Recipe, publicUrl: string): JsonLd {
  const images = recipe.images.map((image) => absolute(image.large, publicUrl));
  const diets = recipe.dietaryRestrictions.flatMap((diet) => DIETS[diet] ?? []);
  const nutrition = recipe.nutritionalInfo;
  const times = {
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.totalTime),
  };
  return {
    '@type': 'Recipe',
    identifier: recipe.id,
    name: recipe.name,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(recipe.author ? { author: { '@type': 'Person', name: recipe.author } } : {}),
    ...(images.length ? { image: images } : {}),
    ...(recipe.sourceUrl ? { url: recipe.sourceUrl, isBasedOn: recipe.sourceUrl } : {}),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    ...Object.fromEntries(Object.entries(times).filter(([, value]) => value)),
    recipeYield: `${recipe.servings} servings`,
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    ...(recipe.tags.length ? { keywords: recipe.tags.join(', ') } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: instructionsOf(recipe, publicUrl),
    ...(nutrition
      ? {
          nutrition: {
            '@type': 'NutritionInformation',
            servingSize: '1 serving',
            calories: `${nutrition.calories} calories`,
            proteinContent: `${nutrition.protein} g`,
            carbohydrateContent: `${nutrition.carbohydrates} g`,
            fatContent: `${nutrition.fat} g`,
            fiberContent: `${nutrition.fiber} g`,
          },
        }
      : {}),
  };
}

/** One recipe as a JSON-LD document: the Recipe with its `@context`. */
export function recipeJsonLd(recipe: Recipe, publicUrl: string): JsonLd {
  return { '@context': 'https://schema.org', ...recipeJsonLdNode(recipe, publicUrl) };
}

/** A whole recipe box as one JSON-LD document: its recipes in an `@graph`. */
export function recipeBoxJsonLd(recipes: Recipe[], publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': recipes.map((recipe) => recipeJsonLdNode(recipe, publicUrl)),
  };
}

/** A file name for a recipe's file: "lemon-drizzle-cake.json"; "recipe.json" for no usable name. */
export function recipeFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'recipe'}.json`;
}
