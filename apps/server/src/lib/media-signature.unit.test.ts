import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './media-signature';

const SECRET = 'test-secret-that-is-long-enough-1234567890';
const PATH = '/media/recipes/r1/1700000000000_medium.jpg';

function parts(url: string) {
  const query = new URLSearchParams(url.split('?')[1]);
  return {
    expires: query.get('expires') ?? undefined,
    signature: query.get('signature') ?? undefined,
  };
}

describe('createMediaSigner', () => {
  it('accepts its own signature for the path it signed, for one to two hours', () => {
    let now = Date.UTC(2026, 10, 23, 21, 30);
    const signer = createMediaSigner(SECRET, () => now);
    const { expires, signature } = parts(signer.sign(PATH));

    const left = signer.secondsLeft(PATH, expires, signature);
    now += left * 1000;

    expect(left).toBeGreaterThan(3600);
    expect(left).toBeLessThanOrEqual(7200);
    expect(signer.secondsLeft(PATH, expires, signature)).toBe(0);
  });

  it('gives the same URL within the hour, so browsers can cache it', () => {
    let now = Date.UTC(2026, 10, 23, 21, 5);
    const signer = createMediaSigner(SECRET, () => now);

    const first = signer.sign(PATH);
    now += 30 * 60_000;

    expect(signer.sign(PATH)).toBe(first);
  });

  it('refuses another path, a changed expiry, another secret and missing parts', () => {
    const signer = createMediaSigner(SECRET);
    const { expires, signature } = parts(signer.sign(PATH));
    const otherSecret = createMediaSigner(`${SECRET}-other`);

    expect(signer.secondsLeft(PATH.replace('medium', 'large'), expires, signature)).toBe(0);
    expect(signer.secondsLeft(PATH, String(Number(expires) + 3600), signature)).toBe(0);
    expect(otherSecret.secondsLeft(PATH, expires, signature)).toBe(0);
    expect(signer.secondsLeft(PATH, undefined, signature)).toBe(0);
    expect(signer.secondsLeft(PATH, expires, [signature])).toBe(0);
  });
});
