import type { Recipe, RecipeInput, UpdateRecipeInput } from '@simmer/domain/recipes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isConflict } from '@/lib/api-client';
import { recipeUrl } from './recipe-url';
import { recipeQueryKeys } from './recipes';

/** POST /api/recipes: 201 with the new recipe; 403 with an upgrade link past the free limit. */
export function createRecipe(input: RecipeInput): Promise<Recipe> {
  return apiFetch<Recipe>('/api/recipes', { method: 'POST', body: JSON.stringify(input) });
}

/**
 * PUT /api/recipes/:id: replaces the whole recipe (its creator, or an admin), naming the version
 * the editor read; 409 when the recipe was changed elsewhere since.
 */
export function updateRecipe(id: string, input: UpdateRecipeInput): Promise<Recipe> {
  return apiFetch<Recipe>(recipeUrl(id), { method: 'PUT', body: JSON.stringify(input) });
}

/** POST /api/recipes/:id/images: one image per request, in the multipart field "file". */
export function uploadRecipeImage(id: string, file: File): Promise<Recipe> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<Recipe>(`${recipeUrl(id)}/images`, { method: 'POST', body: form });
}

/** DELETE /api/recipes/:id/images/:imageId: removes the image and all its sizes. */
export function deleteRecipeImage(id: string, imageId: string): Promise<Recipe> {
  return apiFetch<Recipe>(`${recipeUrl(id)}/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
  });
}

export interface NewImage {
  key: string;
  file: File;
}

export interface SaveRecipePlan {
  /** The recipe to replace and the version the form read; a new recipe is created when absent. */
  editing?: { id: string; version: number };
  input: RecipeInput;
  /** Saved images to remove. */
  removedImageIds: string[];
  /** Images to add, in order, after the removals (so the total never passes 5). */
  newImages: NewImage[];
  /** Called before each image upload: the 1-based number of the image and how many there are. */
  onUpload?: (image: NewImage, position: number, total: number) => void;
}

export interface ImageFailure {
  key: string;
  message: string;
}

export interface SaveRecipeOutcome {
  /** The recipe as the server last returned it. */
  recipe: Recipe;
  /** Saved images that could not be removed, by id. */
  failedRemovals: ImageFailure[];
  /** New images that could not be uploaded, by their key. */
  failedUploads: ImageFailure[];
}

/** What a user can act on: our own 4xx messages, or a plain failure. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status < 500)) {
    return error.message;
  }
  return fallback;
}

const IMAGE_FAILED = 'Failed to upload image';
const IMAGE_REMOVAL_FAILED = 'Failed to remove image';

/**
 * Saves a recipe and then its images, one request each. The recipe itself failing throws (nothing
 * was saved); an image failing does not: it is reported in the outcome, since the recipe is saved.
 */
async function saveRecipe(plan: SaveRecipePlan): Promise<SaveRecipeOutcome> {
  let recipe = plan.editing
    ? await updateRecipe(plan.editing.id, { ...plan.input, version: plan.editing.version })
    : await createRecipe(plan.input);
  const failedRemovals: ImageFailure[] = [];
  const failedUploads: ImageFailure[] = [];

  for (const imageId of plan.removedImageIds) {
    try {
      recipe = await deleteRecipeImage(recipe.id, imageId);
    } catch (error) {
      failedRemovals.push({ key: imageId, message: saveErrorMessage(error, IMAGE_REMOVAL_FAILED) });
    }
  }
  for (const [index, image] of plan.newImages.entries()) {
    plan.onUpload?.(image, index + 1, plan.newImages.length);
    try {
      recipe = await uploadRecipeImage(recipe.id, image.file);
    } catch (error) {
      failedUploads.push({ key: image.key, message: saveErrorMessage(error, IMAGE_FAILED) });
    }
  }
  return { recipe, failedRemovals, failedUploads };
}

/**
 * Creates or replaces a recipe with its image changes, then refreshes every recipe screen. A
 * replacement refused because the recipe changed elsewhere (409) reloads the recipe screens; the
 * form keeps what the user typed and says why (the error's message).
 */
export function saveRecipeOptions(queryClient: QueryClient) {
  return {
    mutationFn: saveRecipe,
    onSuccess: ({ recipe }: SaveRecipeOutcome) => {
      queryClient.setQueryData(recipeQueryKeys.detail(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all });
    },
    onError: (error: Error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all });
    },
  };
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation(saveRecipeOptions(queryClient));
}
