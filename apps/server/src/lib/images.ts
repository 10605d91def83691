import { IMAGE_VARIANT_WIDTHS, type ImageVariant } from '@simmer/domain/recipes';
import sharp from 'sharp';

export interface ImageVariants {
  width: number;
  height: number;
  files: Record<ImageVariant, Buffer>;
}

const JPEG_QUALITY = 90;

/** Renders the thumb (200w), medium (400w) and large (800w) JPEG variants of an image. */
export async function createImageVariants(input: Buffer): Promise<ImageVariants> {
  const source = sharp(input, { failOn: 'error' }).rotate();
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
}
