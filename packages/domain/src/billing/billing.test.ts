import { describe, expect, it } from 'vitest';
import { annualSavingsPercent, formatUsd, proPrice } from './index';

describe('proPrice', () => {
  it.each([
    ['monthly', { amount: 10, base: 20, savings: 10 }],
    ['annually', { amount: 100, base: 200, savings: 100 }],
  ] as const)('prices the %s period with the 50%% discount', (period, expected) => {
    expect(proPrice(period)).toEqual(expected);
  });
});

describe('annualSavingsPercent', () => {
  it('compares a year against twelve discounted months', () => {
    expect(annualSavingsPercent()).toBe(17);
  });
});

describe('formatUsd', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatUsd(100)).toBe('$100');
    expect(formatUsd(9.6)).toBe('$10');
    expect(formatUsd(1200)).toBe('$1,200');
  });
});
