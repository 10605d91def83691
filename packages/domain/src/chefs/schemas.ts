import { z } from 'zod';
import { CHEF_CALCULATOR, isOnCalculatorStep, type CalculatorField } from './earnings';

/** The calculator's failure message (spec 2 §8, leads). */
export const CHEF_LEAD_SAVE_FAILED = 'Failed to save your information. Please try again.';
/** Spec 1 §8: what a visitor who tries to become a chef is told. */
export const CHEF_SIGN_IN_REQUIRED = 'User must be logged in to become a chef';
/** Spec 1 §7 (sign-in errors): an email that is not one. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const CHEF_APPLICATION_NOT_FOUND = 'Chef application not found';
export const CHEF_APPLICATION_DECIDED = 'This chef application has already been decided';
export const ALREADY_A_CHEF = 'You are already a chef';

export const CHEF_LEAD_TYPE = 'chef_earnings';
export const CHEF_LEAD_SOURCE = 'chef_landing_calculator';

function calculatorNumber(field: CalculatorField, label: string, unit = '') {
  return z
    .number({ error: `${label} must be a number` })
    .refine(
      (value) => isOnCalculatorStep(field, value),
      `${label} must be between ${field.min}${unit} and ${field.max.toLocaleString('en-US')}${unit} in steps of ${field.step}${unit}`,
    );
}

export const ChefCalculatorInputsSchema = z.object({
  followers: calculatorNumber(CHEF_CALCULATOR.followers, 'Followers'),
  engagementRate: calculatorNumber(CHEF_CALCULATOR.engagementRate, 'Engagement rate', '%'),
  cookSharePercent: calculatorNumber(CHEF_CALCULATOR.cookSharePercent, 'CookShare percentage', '%'),
  monthlyEarnings: calculatorNumber(CHEF_CALCULATOR.monthlyEarnings, 'Monthly earnings'),
});

export const ChefEarningsSchema = z.object({
  engagedUsers: z.number(),
  cookShareRevenue: z.number(),
  premiumRevenue: z.number(),
  totalMonthly: z.number(),
});

const utmValue = z.string().trim().max(200).optional();

/** Where a visitor came from: the page address's utm_source, utm_medium and utm_campaign. */
export const UtmParamsSchema = z.object({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
});
export type UtmParams = z.infer<typeof UtmParamsSchema>;

/** Spec 2 §5: the lead email must be an email and is required. */
export const LeadEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

export const CreateChefLeadInputSchema = z.object({
  email: LeadEmailSchema,
  calculatorInputs: ChefCalculatorInputsSchema,
  utmParams: UtmParamsSchema.optional(),
});
export type CreateChefLeadInput = z.infer<typeof CreateChefLeadInputSchema>;

/** The saved lead's figures, computed by the server from the inputs it received. */
export const ChefLeadResultSchema = z.object({
  calculatorInputs: ChefCalculatorInputsSchema,
  calculations: ChefEarningsSchema,
});
export type ChefLeadResult = z.infer<typeof ChefLeadResultSchema>;

export const ChefsConfigSchema = z.object({
  /** The external calendar page behind "Schedule a Demo". */
  demoUrl: z.string(),
});
export type ChefsConfig = z.infer<typeof ChefsConfigSchema>;

export const CHEF_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChefApplicationStatus = (typeof CHEF_APPLICATION_STATUSES)[number];

export const SOCIAL_LINK_KINDS = ['instagram', 'tiktok', 'youtube', 'website'] as const;
export const MAX_SPECIALTIES = 10;

const socialLink = z.string().trim().max(200, 'Keep each social link under 200 characters');

export const ChefApplicationInputSchema = z.object({
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Keep the display name under 80 characters'),
  bio: z.string().trim().max(1000, 'Keep the bio under 1,000 characters').default(''),
  specialties: z
    .array(z.string().trim().min(1).max(40, 'Keep each specialty under 40 characters'))
    .max(MAX_SPECIALTIES, `Choose up to ${MAX_SPECIALTIES} specialties`)
    .default([]),
  socialLinks: z
    .object({
      instagram: socialLink.optional(),
      tiktok: socialLink.optional(),
      youtube: socialLink.optional(),
      website: socialLink.optional(),
    })
    .default({}),
});
export type ChefApplicationInput = z.input<typeof ChefApplicationInputSchema>;

export const ChefApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(CHEF_APPLICATION_STATUSES),
  displayName: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  socialLinks: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ChefApplication = z.infer<typeof ChefApplicationSchema>;

export const MyChefApplicationSchema = z.object({
  application: ChefApplicationSchema.nullable(),
});
export type MyChefApplication = z.infer<typeof MyChefApplicationSchema>;

export const ChefApplicationIdParamsSchema = z.object({ id: z.uuid('Chef application not found') });

export const ListChefApplicationsQuerySchema = z.object({
  status: z.enum(CHEF_APPLICATION_STATUSES).default('pending'),
});

export const ChefApplicationListSchema = z.object({
  applications: z.array(ChefApplicationSchema.extend({ email: z.string() })),
});
