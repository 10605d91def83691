import { describe, expect, it } from 'vitest';
import { CREATOR_SHARE_PERCENT, formatMonth, splitSale, utcMonthOf } from './purchases';

describe('splitSale', () => {
  it.each([
    [499, 349, 150],
    [999, 699, 300],
    [1499, 1049, 450],
    [99, 69, 30],
    [5, 4, 1],
    [1, 1, 0],
    [0, 0, 0],
    [1000, 700, 300],
  ])('splits %i cents: %i to the creator, %i to Simmer', (price, creator, platform) => {
    expect(splitSale(price)).toEqual({ creatorCents: creator, platformCents: platform });
  });

  it('always adds up to the price exactly, the creator within half a cent of 70%', () => {
    for (let price = 0; price <= 20_000; price += 1) {
      const { creatorCents, platformCents } = splitSale(price);
      expect(creatorCents + platformCents).toBe(price);
      expect(Math.abs(creatorCents - (price * CREATOR_SHARE_PERCENT) / 100)).toBeLessThanOrEqual(
        0.5,
      );
    }
  });

  it('splits a refund as the negation of its sale', () => {
    expect(splitSale(-999)).toEqual({ creatorCents: -699, platformCents: -300 });
  });

  it('refuses fractions of a cent', () => {
    expect(() => splitSale(9.5)).toThrow(RangeError);
  });
});

describe('utcMonthOf and formatMonth', () => {
  it('reads the month in UTC', () => {
    expect(utcMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(utcMonthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('names the month', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
