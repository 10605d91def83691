/** One recipe's API address: what the recipe's query asks for, and what early requests start. */
export const recipeUrl = (id: string) => `/api/recipes/${encodeURIComponent(id)}`;

/** A recipe's videos and step bookmarks (cook mode asks for them with the recipe). */
export const recipeVideosUrl = (id: string) => `${recipeUrl(id)}/videos`;
