import { z } from 'zod';
import { addDays } from '../meal-plans/dates';
import { CookingProfileSchema, PERSONAS, UtmSchema } from '../profiles';
import { IsoDateSchema } from '../validation';

/** The preview page's words (spec 2 §2, §8). */
export const PREVIEW_MESSAGES = {
  title: 'Your Personalized Meal Plan',
  guarantee: '30-day money-back guarantee',
  returnToQuestionnaire: 'Return to Questionnaire',
  generateFailed: 'Failed to generate meal plan. Please try again.',
  leadTitle: 'Save Your Meal Plan',
  leadFailed: 'Failed to save your email. Please try again.',
  leadEmailRequired: 'Email is required',
  leadEmailInvalid: 'Please enter a valid email address',
} as const;

/** The lead dialog opens this long after the plan loads (spec 3 §9). */
export const PREVIEW_LEAD_DELAY_MS = 3000;
export const PREVIEW_LEAD_SOURCE = 'meal_plan_preview';
export const PREVIEW_DAYS = 7;

/** The 7 days the preview shows: from the coming Sunday (the next one when today is Sunday). */
export function previewDays(today: string): string[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const start = addDays(today, 7 - weekday);
  return Array.from({ length: PREVIEW_DAYS }, (_, i) => addDays(start, i));
}

/** The day navigator's position, kept within the preview's 7 days (spec 2 §5). */
export const clampPreviewDay = (index: number) =>
  Math.min(PREVIEW_DAYS - 1, Math.max(0, Math.trunc(Number.isFinite(index) ? index : 0)));

/** POST /api/onboarding/preview-plan: a visitor's profile and persona, and their day. */
export const PreviewPlanInputSchema = z.object({
  today: IsoDateSchema,
  persona: z.enum(PERSONAS, { error: 'Persona must be one of busy, health, family, enthusiast' }),
  cookingProfile: CookingProfileSchema,
});
export type PreviewPlanInput = z.infer<typeof PreviewPlanInputSchema>;

export const PreviewNutritionSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});

/** One previewed meal: what the card shows, never a recipe's ingredients or steps. */
export const PreviewMealSchema = z.object({
  recipeId: z.string(),
  name: z.string(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  servings: z.number().int(),
  nutritionalInfo: PreviewNutritionSchema.nullable(),
  /** A leftover of the meal cooked on this day. */
  leftoverOf: z.string().nullable(),
});
export type PreviewMeal = z.infer<typeof PreviewMealSchema>;

export const PreviewDaySchema = z.object({
  date: z.string(),
  breakfast: PreviewMealSchema.nullable(),
  lunch: PreviewMealSchema.nullable(),
  dinner: PreviewMealSchema.nullable(),
  snacks: z.array(PreviewMealSchema),
});
export type PreviewDay = z.infer<typeof PreviewDaySchema>;

/** A weekly plan keyed by day (spec 2 §7), as a list in date order. */
export const PreviewPlanSchema = z.object({
  weekStart: z.string(),
  seed: z.number().int(),
  days: z.array(PreviewDaySchema),
  message: z.string().nullable(),
});
export type PreviewPlan = z.infer<typeof PreviewPlanSchema>;

/** POST /api/onboarding/preview-leads: the email left on the preview (spec 1 §3 Preview lead). */
export const PreviewLeadInputSchema = z.object({
  email: z
    .string({ error: PREVIEW_MESSAGES.leadEmailRequired })
    .trim()
    .min(1, PREVIEW_MESSAGES.leadEmailRequired)
    .max(254, PREVIEW_MESSAGES.leadEmailInvalid)
    .pipe(z.email({ error: PREVIEW_MESSAGES.leadEmailInvalid }))
    .transform((email) => email.toLowerCase()),
  persona: z.enum(PERSONAS, { error: 'Persona must be one of busy, health, family, enthusiast' }),
  cookingProfile: CookingProfileSchema,
  utmParams: UtmSchema.pick({ source: true, medium: true, campaign: true }).default({}),
});
export type PreviewLeadInput = z.input<typeof PreviewLeadInputSchema>;

export const PreviewLeadResultSchema = z.object({
  saved: z.literal(true),
  /** How many times this email was left on the preview, this one included. */
  submissions: z.number().int(),
});
export type PreviewLeadResult = z.infer<typeof PreviewLeadResultSchema>;
