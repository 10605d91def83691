/** One of the calculator's inputs: its default, bounds and step (spec 2 §5, spec 3 §9). */
export interface CalculatorField {
  default: number;
  min: number;
  max: number;
  step: number;
}

/**
 * The chef earnings calculator's inputs. Followers and earnings are whole numbers typed as digits
 * (their upper bounds keep the figures sensible, they are not in the spec); the two percentages
 * move in half-percent steps.
 */
export const CHEF_CALCULATOR = {
  followers: { default: 10_000, min: 0, max: 100_000_000, step: 1 },
  engagementRate: { default: 3.5, min: 1, max: 10, step: 0.5 },
  cookSharePercent: { default: 25, min: 1, max: 100, step: 0.5 },
  monthlyEarnings: { default: 1_000, min: 0, max: 10_000_000, step: 1 },
} as const satisfies Record<string, CalculatorField>;

/** What a CookShare engaged user is worth a month, in USD, before the chef's share (spec 3 §9). */
export const COOKSHARE_VALUE_PER_ENGAGED_USER = 10;
/** Chefs keep 70% of CookShare revenue and 90% of premium content revenue (spec 3 §9). */
export const COOKSHARE_REVENUE_SHARE = 0.7;
export const PREMIUM_REVENUE_SHARE = 0.9;
/** Chefs keep 70% of each premium recipe sale (spec 1 §1). */
export const PREMIUM_SALE_SHARE_PERCENT = 70;

export interface ChefCalculatorInputs {
  followers: number;
  /** Percent, 1–10. */
  engagementRate: number;
  /** Percent, 1–100. */
  cookSharePercent: number;
  /** Current monthly earnings in USD. */
  monthlyEarnings: number;
}

export interface ChefEarnings {
  engagedUsers: number;
  cookShareRevenue: number;
  premiumRevenue: number;
  totalMonthly: number;
}

export function defaultChefCalculatorInputs(): ChefCalculatorInputs {
  return {
    followers: CHEF_CALCULATOR.followers.default,
    engagementRate: CHEF_CALCULATOR.engagementRate.default,
    cookSharePercent: CHEF_CALCULATOR.cookSharePercent.default,
    monthlyEarnings: CHEF_CALCULATOR.monthlyEarnings.default,
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The chef earnings model of spec 3 §9: engaged users are followers times the engagement rate;
 * CookShare revenue is engaged users × $10 × 70% × the CookShare share; premium revenue is 90% of
 * the current monthly earnings. Money is rounded to cents, engaged users to whole people.
 */
export function calculateChefEarnings(inputs: ChefCalculatorInputs): ChefEarnings {
  const engaged = inputs.followers * (inputs.engagementRate / 100);
  const cookShareRevenue = cents(
    engaged *
      COOKSHARE_VALUE_PER_ENGAGED_USER *
      COOKSHARE_REVENUE_SHARE *
      (inputs.cookSharePercent / 100),
  );
  const premiumRevenue = cents(inputs.monthlyEarnings * PREMIUM_REVENUE_SHARE);
  return {
    engagedUsers: Math.round(engaged),
    cookShareRevenue,
    premiumRevenue,
    totalMonthly: cents(cookShareRevenue + premiumRevenue),
  };
}

/** Whether `value` lies within the field's bounds on one of its steps. */
export function isOnCalculatorStep(field: CalculatorField, value: number): boolean {
  if (!Number.isFinite(value) || value < field.min || value > field.max) return false;
  const steps = (value - field.min) / field.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/**
 * What a digits-only field keeps of what was typed (spec 2 §5): the digits, as a number; null
 * when there are none. "12,5a00" is 12500.
 */
export function parseDigits(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  // Beyond 15 digits a number is no longer exact; the field's bound is far below that anyway.
  return Number(digits.slice(0, 15));
}

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A whole number with thousands separators: 10000 → "10,000". */
export function formatThousands(value: number): string {
  return thousands.format(Math.round(value));
}

/** A dollar figure as marketing pages show it, with no decimals (spec 3 §9): 1512.5 → "$1,513". */
export function formatDollars(value: number): string {
  return dollars.format(Math.round(value));
}
