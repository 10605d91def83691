import { sniffVideo, VIDEO_MESSAGES } from '@simmer/domain/recipe-video';
import { AppError, badRequest } from './app-error';
import type { Storage } from './storage';

/** A moov box larger than this is not read for the duration (real ones are KBs to a few MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * Reads an MP4/QuickTime file's duration from its `moov/mvhd` box as the bytes stream past,
 * skipping every other top-level box (the media data) without keeping it. null when the file
 * is not ISO-BMFF, has no mvhd, or its moov is implausibly large.
 */
export class Mp4DurationReader {
  private header = Buffer.alloc(0);
  private skip = 0;
  private moovLeft = 0;
  private moov: Buffer[] = [];
  private finished = false;
  seconds: number | null = null;

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && !this.finished) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - offset);
        this.skip -= n;
        offset += n;
        continue;
      }
      if (this.moovLeft > 0) {
        const n = Math.min(this.moovLeft, chunk.length - offset);
        this.moov.push(chunk.subarray(offset, offset + n));
        this.moovLeft -= n;
        offset += n;
        if (this.moovLeft === 0) {
          this.seconds = mvhdSeconds(Buffer.concat(this.moov));
          this.finished = true;
        }
        continue;
      }
      // A box header: 32-bit size and type, then a 64-bit size when the first says 1.
      const need = this.header.length >= 8 && this.header.readUInt32BE(0) === 1 ? 16 : 8;
      const n = Math.min(need - this.header.length, chunk.length - offset);
      this.header = Buffer.concat([this.header, chunk.subarray(offset, offset + n)]);
      offset += n;
      if (this.header.length < need) continue;
      if (need === 8 && this.header.readUInt32BE(0) === 1) continue; // read the 64-bit size
      const size =
        need === 16 ? Number(this.header.readBigUInt64BE(8)) : this.header.readUInt32BE(0);
      const type = this.header.toString('latin1', 4, 8);
      const body = size - need;
      this.header = Buffer.alloc(0);
      if (size === 0 || body < 0) {
        this.finished = true; // "to the end of the file", or broken: no moov to find
      } else if (type === 'moov') {
        if (body > MAX_MOOV_BYTES) this.finished = true;
        else this.moovLeft = body;
      } else {
        this.skip = body;
      }
    }
  }
}

/** The duration in the movie header of a moov box's content, in seconds. */
function mvhdSeconds(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (size < 8) return null;
    if (type === 'mvhd') {
      const version = moov[offset + 8];
      if (version === 1 && offset + 40 <= moov.length) {
        const timescale = moov.readUInt32BE(offset + 28);
        const duration = Number(moov.readBigUInt64BE(offset + 32));
        return timescale > 0 ? duration / timescale : null;
      }
      if (version === 0 && offset + 28 <= moov.length) {
        const timescale = moov.readUInt32BE(offset + 20);
        const duration = moov.readUInt32BE(offset + 24);
        return timescale > 0 ? duration / timescale : null;
      }
      return null;
    }
    offset += size;
  }
  return null;
}

export interface ReceivedVideo {
  key: string;
  contentType: string;
  bytes: number;
  /** Seconds, when the container says (MP4, QuickTime); null otherwise. */
  duration: number | null;
}

/** Thrown while streaming when an upload passes its limit; the partial file is removed. */
export class VideoTooLargeError extends AppError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', VIDEO_MESSAGES.invalid);
  }
}

/**
 * Streams an uploaded video into storage: the container is checked by its first bytes before
 * anything is written, the size is counted as it flows and the upload stopped the moment it
 * passes `maxBytes`, and the duration is read on the way. Never holds the file in memory; a
 * failed or cancelled upload leaves no file.
 */
export async function receiveVideo(
  source: AsyncIterable<Buffer>,
  storage: Storage,
  keyFor: (extension: string) => string,
  maxBytes: number,
): Promise<ReceivedVideo> {
  const iterator = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < 12) {
    const next = await iterator.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const type = sniffVideo(head);
  if (!type) {
    await iterator.return?.();
    throw badRequest(VIDEO_MESSAGES.invalid);
  }
  const key = keyFor(type.extension);
  const duration = new Mp4DurationReader();
  const isMp4 = type.extension === 'mp4' || type.extension === 'mov';
  let bytes = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    let chunk: Buffer | undefined = head;
    while (chunk) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw new VideoTooLargeError();
      if (isMp4) duration.push(chunk);
      yield chunk;
      const next = await iterator.next();
      chunk = next.done ? undefined : next.value;
    }
  }
  await storage.putStream(key, counted());
  return { key, contentType: type.contentType, bytes, duration: isMp4 ? duration.seconds : null };
}
