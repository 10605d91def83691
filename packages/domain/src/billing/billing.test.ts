import { describe, expect, it } from 'vitest';
import {
  ApplyCouponInputSchema,
  BILLING_MESSAGES,
  CancelSubscriptionInputSchema,
  annualSavingsPercent,
  formatCents,
  formatUsd,
  grantsPro,
  normaliseSubscriptionStatus,
  proPrice,
  proPriceCents,
  trialDaysLeft,
} from './index';

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

describe('proPriceCents', () => {
  it('charges integer cents', () => {
    expect(proPriceCents('monthly')).toBe(1000);
    expect(proPriceCents('annually')).toBe(10_000);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [999, '$9.99'],
    [1000, '$10.00'],
    [123_456, '$1,234.56'],
    [-500, '-$5.00'],
  ])('%i → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('normaliseSubscriptionStatus', () => {
  it.each([
    ['active', 'active', true],
    ['trialing', 'trialing', true],
    ['canceled', 'cancelled', false],
    ['cancelled', 'cancelled', false],
    ['past_due', 'inactive', false],
    ['unpaid', 'inactive', false],
    ['incomplete_expired', 'inactive', false],
    [null, 'inactive', false],
  ] as const)('%s → %s (Pro: %s)', (given, status, pro) => {
    expect(normaliseSubscriptionStatus(given)).toBe(status);
    expect(grantsPro(normaliseSubscriptionStatus(given))).toBe(pro);
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    [null, null],
    ['2026-12-08T12:00:00Z', 14],
    ['2026-11-24T12:00:01Z', 1],
    ['2026-11-24T12:00:00Z', 0],
    ['2026-11-01T00:00:00Z', 0],
  ])('%s → %s', (trialEnd, days) => {
    expect(trialDaysLeft(trialEnd, now)).toBe(days);
  });
});

describe('subscription inputs', () => {
  it('defaults the cancel reason to not_specified and the timing to the period end', () => {
    expect(CancelSubscriptionInputSchema.parse({})).toEqual({
      cancelImmediately: false,
      reason: 'not_specified',
    });
    expect(CancelSubscriptionInputSchema.parse({ reason: '  ' }).reason).toBe('not_specified');
  });

  it('asks for a coupon code', () => {
    const result = ApplyCouponInputSchema.safeParse({ couponCode: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BILLING_MESSAGES.couponRequired);
  });
});
