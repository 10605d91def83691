import { MAX_IMAGE_BYTES, RECIPE_MESSAGES } from '@simmer/domain/recipes';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A file input's accept attribute for recipe images. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a picked file cannot be a recipe image (the spec's wording), or null when it can. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return RECIPE_MESSAGES.invalidImageType(file.type || 'unknown');
  }
  if (file.size > MAX_IMAGE_BYTES) return RECIPE_MESSAGES.imageTooLarge;
  return null;
}
