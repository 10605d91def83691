import { createRequire } from 'node:module';
import path from 'node:path';
import { IMPORT_MESSAGES } from '@simmer/domain/import';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../../lib/app-error';

/** Decoded size above which an upload counts as an image bomb (a 5 MB file can claim gigapixels). */
export const MAX_OCR_PIXELS = 40_000_000;
export const OCR_TIME_LIMIT_MS = 60_000;

// Pictures are brought to 2000–2500 px wide: a 1x screenshot's text is enlarged to a size
// tesseract reads well, a 12 MP photo reduced (it only costs time).
const MIN_WIDTH = 2000;
const MAX_WIDTH = 2500;

// English LSTM data (integer "best" model) from the @tesseract.js-data/eng package folder, read
// from disk: tesseract.js would otherwise download it from a CDN. The engine (tesseract.js-core's
// wasm) is always loaded from node_modules in Node.
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')),
  '4.0.0_best_int',
);

export interface OcrService {
  /** Text read from a JPEG/PNG/WebP image (already size- and type-checked by the upload: ≤ 5 MB). */
  readText(
    image: Buffer,
    options?: { signal?: AbortSignal },
  ): Promise<{ text: string; confidence: number }>;
  close(): Promise<void>;
}

interface Log {
  warn(o: unknown, m?: string): void;
  error(o: unknown, m?: string): void;
}

/**
 * Refuses image bombs and undecodable data, then prepares a picture for OCR: turned upright by its
 * EXIF orientation, grey, contrast stretched, 2000–2500 px wide, as PNG. A global threshold or
 * sharpening measured worse or no better on the generated photo-like cards (uneven light), so
 * neither is applied.
 */
async function prepareImage(image: Buffer): Promise<Buffer> {
  let upright: { width: number; height: number };
  try {
    // Only the header is read here, so sharp's own pixel limit can be lifted to measure it.
    ({ autoOrient: upright } = await sharp(image, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.processImage);
  }
  if (!upright.width || !upright.height) {
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.processImage);
  }
  if (upright.width * upright.height > MAX_OCR_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.imageTooLarge);
  }
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, upright.width));
  try {
    return await sharp(image, { limitInputPixels: MAX_OCR_PIXELS, failOn: 'error' })
      .autoOrient()
      .greyscale()
      .normalise()
      .resize({ width })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.imageTooLarge);
    }
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.processImage);
  }
}

/**
 * OCR of recipe photos and screenshots with tesseract.js, offline: one worker thread, started by
 * the first image and reused, reading one image at a time (the server has two cores).
 */
export function createOcrService(deps: { log: Log }): OcrService {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function startWorker(): Promise<Worker> {
    worker ??= (async () => {
      const started = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        gzip: true,
        // Never read or write a cached copy in the working directory.
        cacheMethod: 'none',
        errorHandler: (error: unknown) => deps.log.error({ err: error }, 'ocr worker failed'),
      });
      // PSM 3 (automatic page layout), measured against 4 (one column) and 6 (one uniform block)
      // on the generated cards (bench/ocr-accuracy.ts): 3 had the lowest error overall (9.7% vs
      // 10.4% for 6); 6 reads a plain single column a little better (clean 2.0% vs 2.7%) but by
      // design runs side-by-side columns together line by line, which 3 can separate; 4 dropped
      // lines of tilted photos (21–39%). 300 dpi is declared because lower values made 3 skip whole
      // blocks of the photo-like cards; at 300 dpi a two-column card is still read across its
      // columns (a known limit).
      await started.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
      return started;
    })();
    worker.catch(() => {
      worker = undefined;
    });
    return worker;
  }

  /** Ends the worker: the only way to stop a recognition that runs too long. */
  async function stopWorker(): Promise<void> {
    const current = worker;
    worker = undefined;
    if (!current) return;
    try {
      await (await current).terminate();
    } catch (error) {
      deps.log.warn({ err: error }, 'ocr worker did not stop cleanly');
    }
  }

  async function recognize(
    image: Buffer,
    signal: AbortSignal | undefined,
  ): Promise<{ text: string; confidence: number }> {
    signal?.throwIfAborted();
    const prepared = await prepareImage(image);
    signal?.throwIfAborted();
    const ocr = await startWorker();

    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        deps.log.warn({ limitMs: OCR_TIME_LIMIT_MS }, 'ocr took too long; worker stopped');
        reject(new AppError('UNPROCESSABLE', IMPORT_MESSAGES.imageTimeout));
      }, OCR_TIME_LIMIT_MS);
      // The caller (shutdown) sees its own abort reason, as with the AI client.
      onAbort = () =>
        reject(signal?.reason instanceof Error ? signal.reason : new Error('OCR aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const { data } = await Promise.race([ocr.recognize(prepared), stopped]);
      const text = data.text.trim();
      if (!/[a-z0-9]{2}/i.test(text)) {
        throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noTextInImage);
      }
      return { text, confidence: data.confidence };
    } catch (error) {
      if (!(error instanceof AppError && error.message === IMPORT_MESSAGES.noTextInImage)) {
        // The worker may still be busy with the abandoned image: the next call starts a new one.
        await stopWorker();
      }
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    readText(image, options = {}) {
      if (closed) return Promise.reject(new Error('OCR service is closed'));
      const run = () => recognize(image, options.signal);
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      await queue;
      await stopWorker();
    },
  };
}
