import type { ExtractedRecipe } from './draft';

// "https://…", "www.example.com", "facebook.com/somebody"; a bare "Food52.com" is a site's name.
const WEB_ADDRESS =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$|^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}\/\S*$/iu;

/**
 * Whether a text is a web address rather than a name: "www.facebook.com/somebody", "https://…";
 * not a site that goes by its domain ("Mindmegette.hu").
 */
export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text.trim());
}

/**
 * A recipe with the values no cook would write there left out, whoever read them (structured
 * data, the page, the AI model): an address is neither an author nor a cuisine.
 */
export function withoutImplausibleValues<T extends Pick<ExtractedRecipe, 'author' | 'cuisine'>>(
  recipe: T,
): T {
  if (isWebAddress(recipe.author)) recipe.author = '';
  recipe.cuisine = recipe.cuisine.filter((cuisine) => !isWebAddress(cuisine));
  return recipe;
}
