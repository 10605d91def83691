// The plans and their prices (spec 1 §9, spec 3 §9), without validation schemas: the landing
// page's pricing cards import this alone, so zod stays out of a visitor's first load.
export const BILLING_PERIODS = ['monthly', 'annually'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Pro plan figures from spec 1 §9 / spec 3 §9, in whole USD. */
export const PRO_PLAN = {
  monthlyBase: 20,
  annualBase: 200,
  discountPercent: 50,
  trialDays: 14,
  moneyBackDays: 30,
  features: [
    'Unlimited recipes',
    'Advanced meal planning',
    'Smart shopping lists',
    'Recipe scaling',
    'Nutritional analysis',
    'Priority support',
    'Family sharing (up to 3)',
    'Custom collections',
  ],
} as const;

export const FREE_PLAN = {
  price: 0,
  recipeLimit: 5,
  features: ['Up to 5 recipes', 'Basic meal planning', 'Simple shopping lists', 'Standard support'],
} as const;

export interface PlanPrice {
  /** What is charged for the period, after the discount. */
  amount: number;
  /** The undiscounted price for the period. */
  base: number;
  /** Saved per period against the base price. */
  savings: number;
}

/** The Pro price for a billing period: monthly 20 → 10, annually 200 → 100. */
export function proPrice(period: BillingPeriod): PlanPrice {
  const base = period === 'monthly' ? PRO_PLAN.monthlyBase : PRO_PLAN.annualBase;
  const amount = Math.round(base * (1 - PRO_PLAN.discountPercent / 100));
  return { amount, base, savings: base - amount };
}

/** How much cheaper a year is than twelve discounted months, in whole percent. */
export function annualSavingsPercent(): number {
  const twelveMonths = proPrice('monthly').amount * 12;
  return Math.round((1 - proPrice('annually').amount / twelveMonths) * 100);
}

/** Marketing prices: USD with no decimals. */
export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}
