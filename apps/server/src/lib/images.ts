import {
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_PIXELS,
  RECIPE_MESSAGES,
  type ImageVariant,
} from '@simmer/domain/recipes';
import sharp from 'sharp';
import { AppError } from './app-error';

export interface ImageVariants {
  width: number;
  height: number;
  files: Record<ImageVariant, Buffer>;
}

const JPEG_QUALITY = 90;

/**
 * Refuses an image whose header claims more than MAX_IMAGE_PIXELS, or that has no readable
 * header: only the header is read, so a small file that would decode to gigabytes costs nothing.
 */
export async function assertImageWithinLimits(input: Buffer): Promise<void> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('BAD_REQUEST', RECIPE_MESSAGES.imageUnreadable);
    });
  if (!meta.width || !meta.height)
    throw new AppError('BAD_REQUEST', RECIPE_MESSAGES.imageUnreadable);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', RECIPE_MESSAGES.imageTooManyPixels);
  }
}

/**
 * Renders the thumb (200w), medium (400w) and large (800w) JPEG variants of an image. An image
 * over the pixel limit is refused from its header; one that cannot be decoded is a 400.
 */
export async function createImageVariants(input: Buffer): Promise<ImageVariants> {
  await assertImageWithinLimits(input);
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  try {
    const entries = await Promise.all(
      (Object.entries(IMAGE_VARIANT_WIDTHS) as [ImageVariant, number][]).map(
        async ([name, width]) => {
          const file = await source
            .clone()
            .resize({ width, withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
            .toBuffer();
          return [name, file] as const;
        },
      ),
    );
    const files = Object.fromEntries(entries) as Record<ImageVariant, Buffer>;
    const meta = await sharp(files.large).metadata();
    return { width: meta.width, height: meta.height, files };
  } catch {
    // sharp's errors are libvips' words about the file ("VipsJpeg: premature end…"): the
    // upload is what is wrong, and the caller only needs to know it could not be read.
    throw new AppError('BAD_REQUEST', RECIPE_MESSAGES.imageUnreadable);
  }
}
