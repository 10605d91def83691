import { describe, expect, it } from 'vitest';
import {
  CHEF_CALCULATOR,
  calculateChefEarnings,
  defaultChefCalculatorInputs,
  formatDollars,
  formatThousands,
  isOnCalculatorStep,
  parseDigits,
} from './earnings';
import { ChefApplicationInputSchema, CreateChefLeadInputSchema } from './schemas';

describe('calculateChefEarnings', () => {
  it('starts from the spec’s defaults: 10,000 followers, 3.5%, 25% CookShare, $1,000 a month', () => {
    expect(defaultChefCalculatorInputs()).toEqual({
      followers: 10_000,
      engagementRate: 3.5,
      cookSharePercent: 25,
      monthlyEarnings: 1_000,
    });
  });

  it('applies the model of spec 3 §9 to the defaults', () => {
    const earnings = calculateChefEarnings(defaultChefCalculatorInputs());

    // 10,000 × 3.5% = 350 engaged; 350 × $10 × 70% × 25% = $612.50; 90% of $1,000 = $900.
    expect(earnings).toEqual({
      engagedUsers: 350,
      cookShareRevenue: 612.5,
      premiumRevenue: 900,
      totalMonthly: 1512.5,
    });
  });

  it('gives nothing but premium revenue without followers, and nothing at all from nothing', () => {
    expect(
      calculateChefEarnings({
        followers: 0,
        engagementRate: 1,
        cookSharePercent: 1,
        monthlyEarnings: 0,
      }),
    ).toEqual({ engagedUsers: 0, cookShareRevenue: 0, premiumRevenue: 0, totalMonthly: 0 });
  });

  it('rounds money to cents whatever the half-percent steps give', () => {
    const earnings = calculateChefEarnings({
      followers: 12_345,
      engagementRate: 7.5,
      cookSharePercent: 33.5,
      monthlyEarnings: 999,
    });

    // 12,345 × 7.5% = 925.875 engaged; × 10 × 0.7 × 0.335 = 2171.176875.
    expect(earnings.engagedUsers).toBe(926);
    expect(earnings.cookShareRevenue).toBe(2171.18);
    expect(earnings.premiumRevenue).toBe(899.1);
    expect(earnings.totalMonthly).toBe(3070.28);
  });

  it('grows with every input at the top of the ranges', () => {
    const top = calculateChefEarnings({
      followers: CHEF_CALCULATOR.followers.max,
      engagementRate: CHEF_CALCULATOR.engagementRate.max,
      cookSharePercent: CHEF_CALCULATOR.cookSharePercent.max,
      monthlyEarnings: CHEF_CALCULATOR.monthlyEarnings.max,
    });

    expect(top.engagedUsers).toBe(10_000_000);
    expect(top.cookShareRevenue).toBe(70_000_000);
    expect(top.premiumRevenue).toBe(9_000_000);
  });
});

describe('isOnCalculatorStep', () => {
  const { engagementRate, cookSharePercent, followers } = CHEF_CALCULATOR;

  it('takes engagement from 1 to 10 percent in steps of 0.5', () => {
    expect([1, 1.5, 3.5, 9.5, 10].every((v) => isOnCalculatorStep(engagementRate, v))).toBe(true);
    expect(
      [0.5, 10.5, 3.25, 3.7, Number.NaN].some((v) => isOnCalculatorStep(engagementRate, v)),
    ).toBe(false);
  });

  it('takes CookShare from 1 to 100 percent in steps of 0.5', () => {
    expect([1, 25, 50.5, 99.5, 100].every((v) => isOnCalculatorStep(cookSharePercent, v))).toBe(
      true,
    );
    expect([0, 0.5, 100.5, 25.1].some((v) => isOnCalculatorStep(cookSharePercent, v))).toBe(false);
  });

  it('takes followers as whole numbers from 0', () => {
    expect(isOnCalculatorStep(followers, 0)).toBe(true);
    expect(isOnCalculatorStep(followers, 10_000)).toBe(true);
    expect(isOnCalculatorStep(followers, 10.5)).toBe(false);
    expect(isOnCalculatorStep(followers, -1)).toBe(false);
    expect(isOnCalculatorStep(followers, followers.max + 1)).toBe(false);
  });
});

describe('digits-only fields', () => {
  it('keep only the digits of what was typed', () => {
    expect(parseDigits('10,000')).toBe(10_000);
    expect(parseDigits('12,5a00')).toBe(12_500);
    expect(parseDigits('-3.5')).toBe(35);
    expect(parseDigits('007')).toBe(7);
    expect(parseDigits('')).toBeNull();
    expect(parseDigits('abc')).toBeNull();
  });

  it('show thousands separators', () => {
    expect(formatThousands(10_000)).toBe('10,000');
    expect(formatThousands(1_000)).toBe('1,000');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1_234_567)).toBe('1,234,567');
  });

  it('show dollars without decimals', () => {
    expect(formatDollars(1512.5)).toBe('$1,513');
    expect(formatDollars(612.5)).toBe('$613');
    expect(formatDollars(0)).toBe('$0');
  });
});

describe('CreateChefLeadInputSchema', () => {
  const valid = { email: 'cook@example.com', calculatorInputs: defaultChefCalculatorInputs() };

  it('accepts the defaults with an email', () => {
    expect(CreateChefLeadInputSchema.safeParse(valid).success).toBe(true);
  });

  it('requires an email that is one', () => {
    for (const email of ['', 'not-an-email', undefined]) {
      const result = CreateChefLeadInputSchema.safeParse({ ...valid, email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    }
  });

  it('refuses inputs off their range or step', () => {
    for (const change of [
      { engagementRate: 11 },
      { engagementRate: 3.7 },
      { cookSharePercent: 0 },
      { followers: -5 },
      { monthlyEarnings: 1.5 },
    ]) {
      const result = CreateChefLeadInputSchema.safeParse({
        ...valid,
        calculatorInputs: { ...valid.calculatorInputs, ...change },
      });
      expect(result.success, JSON.stringify(change)).toBe(false);
    }
  });
});

describe('ChefApplicationInputSchema', () => {
  it('needs a display name and fills the rest with empty values', () => {
    expect(ChefApplicationInputSchema.parse({ displayName: '  Ana  ' })).toEqual({
      displayName: 'Ana',
      bio: '',
      specialties: [],
      socialLinks: {},
    });
    expect(ChefApplicationInputSchema.safeParse({ displayName: ' ' }).success).toBe(false);
  });
});
