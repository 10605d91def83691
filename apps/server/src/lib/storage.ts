import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Local files by default; an S3-compatible bucket can implement the same. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes a file from a stream without holding it in memory. The file appears whole or not at
   * all: if the stream fails (a cancelled upload, a size limit), nothing is left behind.
   */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Path or URL a browser can load the file from. */
  urlFor(key: string): string;
}

export const MEDIA_PREFIX = '/media/';

/** Caching for a URL whose content never changes: a media key is never reused, a built asset is hashed. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * A new storage key under `prefix` ("recipes/<id>"): random, so two uploads in the same
 * millisecond never share (and overwrite) one file.
 */
export function newStorageKey(prefix: string): string {
  return `${prefix}/${randomUUID()}`;
}

function safeJoin(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
  return full;
}

export function createLocalStorage(root: string): Storage & { root: string } {
  const resolvedRoot = path.resolve(root);
  return {
    root: resolvedRoot,
    async put(key, data) {
      const file = safeJoin(resolvedRoot, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Unique per write: two writes of one key at once must not share a temporary file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async putStream(key, source) {
      const file = safeJoin(resolvedRoot, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await pipeline(Readable.from(source), createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      return readFile(safeJoin(resolvedRoot, key));
    },
    async delete(key) {
      await rm(safeJoin(resolvedRoot, key), { force: true });
    },
    urlFor(key) {
      return `${MEDIA_PREFIX}${key}`;
    },
  };
}
