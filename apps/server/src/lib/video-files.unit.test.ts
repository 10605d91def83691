import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_MESSAGES } from '@simmer/domain/recipe-video';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';
import { Mp4DurationReader, receiveVideo, VideoTooLargeError } from './video-files';

const DEMO = readFileSync(new URL('../seed/media/demo-longform.mp4', import.meta.url));

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An mvhd box body: version 0 (32-bit times) or 1 (64-bit). */
function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return body;
}

function read(file: Buffer, chunkSize: number): number | null {
  const reader = new Mp4DurationReader();
  for (let offset = 0; offset < file.length; offset += chunkSize) {
    reader.push(file.subarray(offset, offset + chunkSize));
  }
  return reader.seconds;
}

describe('Mp4DurationReader', () => {
  it('reads the demo video’s 12 s however the bytes are cut', () => {
    for (const size of [1, 7, 1000, DEMO.length]) expect(read(DEMO, size)).toBeCloseTo(12, 2);
  });

  it('finds the movie header after the media data, skipping it', () => {
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\0\0')),
      box('mdat', Buffer.alloc(50_000, 7)),
      box('moov', box('mvhd', mvhd(0, 600, 5_400))),
    ]);

    expect(read(file, 4096)).toBe(9);
  });

  it('reads 64-bit headers and 64-bit box sizes', () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('free', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + 10), 8);
    const file = Buffer.concat([
      large,
      Buffer.alloc(10),
      box('moov', box('mvhd', mvhd(1, 1000, 90_500))),
    ]);

    expect(read(file, 3)).toBe(90.5);
  });

  it('says nothing when there is no movie header', () => {
    expect(
      read(Buffer.concat([box('ftyp', Buffer.alloc(8)), box('mdat', Buffer.alloc(99))]), 64),
    ).toBeNull();
  });
});

describe('receiveVideo', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const storageDir = () => {
    root = mkdtempSync(path.join(tmpdir(), 'simmer-video-'));
    return createLocalStorage(root);
  };
  const files = () =>
    readdirSync(root!, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  async function* chunks(data: Buffer, size: number, failAfter?: number) {
    for (let offset = 0; offset < data.length; offset += size) {
      await Promise.resolve(); // a network chunk arrives later
      if (failAfter !== undefined && offset >= failAfter) throw new Error('connection reset');
      yield data.subarray(offset, offset + size);
    }
  }

  it('streams a video into storage, with its type and duration', async () => {
    const storage = storageDir();

    const video = await receiveVideo(
      chunks(DEMO, 5000),
      storage,
      (ext) => `v/long.${ext}`,
      DEMO.length,
    );

    expect(video).toMatchObject({
      key: 'v/long.mp4',
      contentType: 'video/mp4',
      bytes: DEMO.length,
    });
    expect(video.duration).toBeCloseTo(12, 2);
    expect(readFileSync(path.join(root!, 'v/long.mp4')).equals(DEMO)).toBe(true);
  });

  it('refuses what is not a video before writing anything', async () => {
    const storage = storageDir();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

    await expect(receiveVideo(chunks(png, 4), storage, (ext) => `v/x.${ext}`, 1e6)).rejects.toThrow(
      VIDEO_MESSAGES.invalid,
    );
    expect(files()).toEqual([]);
  });

  it('stops an upload the moment it passes the limit, and leaves no file', async () => {
    const storage = storageDir();
    let pulled = 0;
    async function* endless() {
      for (;;) {
        await Promise.resolve();
        pulled += 1;
        yield pulled === 1 ? DEMO.subarray(0, 4096) : Buffer.alloc(4096);
      }
    }

    await expect(
      receiveVideo(endless(), storage, (ext) => `v/big.${ext}`, 40_000),
    ).rejects.toBeInstanceOf(VideoTooLargeError);
    expect(pulled).toBeLessThanOrEqual(11);
    expect(files()).toEqual([]);
  });

  it('leaves no partial file when the upload is cut off', async () => {
    const storage = storageDir();

    await expect(
      receiveVideo(chunks(DEMO, 4096, 20_000), storage, (ext) => `v/cut.${ext}`, 1e6),
    ).rejects.toThrow('connection reset');
    expect(files()).toEqual([]);
  });
});
