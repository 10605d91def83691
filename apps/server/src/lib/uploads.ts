import { MAX_IMAGE_BYTES, RECIPE_MESSAGES } from '@simmer/domain/recipes';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';
import { assertImageWithinLimits } from './images';

const CHOOSE_IMAGE = 'Choose an image to upload';

/** JPEG, PNG or WebP, judged by the file's first bytes rather than its name or declared type. */
export function sniffImageType(
  data: Buffer,
): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    data.subarray(0, 4).toString('ascii') === 'RIFF' &&
    data.subarray(8, 12).toString('ascii') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/**
 * Reads the one image of a multipart request (field "file"): at most 5 MB, really a JPEG, PNG or
 * WebP (the spec's messages otherwise), and at most MAX_IMAGE_PIXELS by its header.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedImageFile(request)).data;
}

/** As readUploadedImage, with the file name the browser sent. */
export async function readUploadedImageFile(
  request: FastifyRequest,
): Promise<{ data: Buffer; fileName: string }> {
  const file = await request
    .file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
    .catch((error: { statusCode?: number }) => {
      // A body the multipart parser cannot read at all (no boundary, cut short) is the caller's.
      if (error.statusCode !== undefined && error.statusCode < 500) throw error;
      throw badRequest(CHOOSE_IMAGE);
    });
  if (!file) throw badRequest(CHOOSE_IMAGE);
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', RECIPE_MESSAGES.imageTooLarge);
    throw error;
  });
  if (!sniffImageType(data)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', RECIPE_MESSAGES.invalidImageType(file.mimetype));
  }
  await assertImageWithinLimits(data);
  return { data, fileName: file.filename };
}
