import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed URLs are valid for one to two hours and stay the same within an hour, so they cache. */
const WINDOW_SECONDS = 60 * 60;

export interface MediaSigner {
  /** The media path with an expiry and a signature that let whoever holds it load the file. */
  sign(mediaPath: string): string;
  /** Seconds until a signed path expires; 0 when the signature is not ours, for another path, or past. */
  secondsLeft(mediaPath: string, expires: unknown, signature: unknown): number;
}

/** Short-lived signed URLs for private media, keyed by a secret derived from the session secret. */
export function createMediaSigner(secret: string, now: () => number = Date.now): MediaSigner {
  const key = createHmac('sha256', secret).update('simmer media URLs').digest();
  const mac = (mediaPath: string, expires: string) =>
    createHmac('sha256', key).update(`${mediaPath}\n${expires}`).digest('base64url');
  return {
    sign(mediaPath) {
      const expires = String((Math.floor(now() / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS);
      return `${mediaPath}?expires=${expires}&signature=${mac(mediaPath, expires)}`;
    },
    secondsLeft(mediaPath, expires, signature) {
      if (typeof expires !== 'string' || typeof signature !== 'string') return 0;
      if (!/^\d{1,12}$/.test(expires)) return 0;
      const left = Number(expires) - Math.floor(now() / 1000);
      if (left <= 0) return 0;
      const expected = Buffer.from(mac(mediaPath, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
    },
  };
}
