import { MAX_IMAGE_BYTES } from '@simmer/domain/recipes';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The input's accept attribute for a profile picture. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why a picked file cannot be a profile picture (spec wording), or null when it can. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return `Invalid file type: ${file.type || 'unknown'}. Only JPEG, PNG and WebP images are allowed.`;
  }
  if (file.size > MAX_IMAGE_BYTES) return 'Image size must be less than 5MB';
  return null;
}
