import type { Recipe, RecipeImage, RecipeSummary } from '@simmer/domain/recipes';
import type { RecipeImageRow, RecipeRow, RecipeSummaryRow } from './recipes.repository';

/** `urlFor` turns a storage key into the URL a browser loads; private recipes' are signed. */
export function toRecipeImage(
  row: Pick<RecipeImageRow, 'id' | 'storageKey'>,
  urlFor: (key: string) => string,
): RecipeImage {
  const url = (variant: string) => urlFor(`${row.storageKey}_${variant}.jpg`);
  return {
    id: row.id,
    thumb: url('thumb'),
    medium: url('medium'),
    large: url('large'),
    srcSet: `${url('thumb')} 200w, ${url('medium')} 400w, ${url('large')} 800w`,
  };
}

export interface ViewerState {
  images: RecipeImage[];
  isSaved: boolean;
  isLocked: boolean;
}

/** A recipe as lists show it: no ingredients, steps or nutrition. */
export function toRecipeSummary(row: RecipeSummaryRow, state: ViewerState): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    version: row.version,
    visibility: row.visibility as Recipe['visibility'],
    isLocked: state.isLocked,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    servings: row.servings,
    cuisine: row.cuisine,
    tags: row.tags,
    difficulty: row.difficulty as Recipe['difficulty'],
    dietaryRestrictions: row.dietaryRestrictions,
    author: row.author,
    sourceUrl: row.sourceUrl,
    images: state.images,
    rating: row.rating,
    createdBy: row.createdBy,
    chefId: row.chefId,
    isPurchasable: row.isPurchasable,
    price: row.priceCents / 100,
    saveCount: row.saveCount,
    shareCount: row.shareCount,
    isSaved: state.isSaved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's recipe; a locked premium recipe carries no ingredients or steps at all. */
export function toRecipe(row: RecipeRow, state: ViewerState): Recipe {
  return {
    ...toRecipeSummary(row, state),
    ingredients: state.isLocked ? [] : row.ingredients,
    instructions: state.isLocked ? [] : row.instructions,
    nutritionalInfo: row.nutritionalInfo ?? null,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const isoMinutes = (minutes: number) => `PT${Math.max(0, Math.round(minutes))}M`;

/** Open Graph tags and a schema.org Recipe for the head of a shared recipe's page. */
export function renderSharedHead(
  row: RecipeRow,
  imageUrl: string | undefined,
  url: string,
): string {
  const description = row.description || `${row.name} on Simmer`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: row.name,
    description,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    ...(row.author ? { author: { '@type': 'Person', name: row.author } } : {}),
    prepTime: isoMinutes(row.prepTime),
    cookTime: isoMinutes(row.cookTime),
    totalTime: isoMinutes(row.totalTime),
    recipeYield: `${row.servings} servings`,
    ...(row.cuisine ? { recipeCuisine: row.cuisine } : {}),
    keywords: row.tags.join(', '),
    recipeIngredient: row.isPurchasable
      ? []
      : row.ingredients.map((i) =>
          `${[i.quantity ?? '', i.unit, i.name].join(' ').trim()}${i.preparation ? `, ${i.preparation}` : ''}`.replace(
            /\s+/g,
            ' ',
          ),
        ),
    url,
  };
  // "<" is escaped so the JSON can never close the script element.
  const json = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  return [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(row.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(imageUrl ? [`<meta property="og:image" content="${escapeHtml(imageUrl)}" />`] : []),
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n    ');
}
