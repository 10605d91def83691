import { z } from 'zod';
import { id, INPUT_MESSAGES, text } from '../validation';
import { ROLES } from '../accounts/roles';

export const PERSONAS = ['busy', 'health', 'family', 'enthusiast'] as const;
export type Persona = (typeof PERSONAS)[number];

export const PERSONA_DETAILS: Record<Persona, { title: string; description: string }> = {
  busy: {
    title: 'Busy Professional',
    description:
      'Quick, reliable meals that fit around a full day, with little prep and short shopping lists.',
  },
  health: {
    title: 'Health Focused',
    description:
      'Balanced, nutritious meals with fresh ingredients and an eye on what goes on the plate.',
  },
  family: {
    title: 'Family Cook',
    description: 'Crowd-pleasing meals for the whole table, batch-friendly and kind to the budget.',
  },
  enthusiast: {
    title: 'Food Enthusiast',
    description: 'New cuisines, new techniques and weekend projects worth the effort.',
  },
};

export const DIETARY_RESTRICTIONS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'nut-free',
  'kosher',
  'halal',
  'pescatarian',
  'none',
] as const;

export const PROFILE_CUISINES = [
  'Italian',
  'Mexican',
  'Chinese',
  'Japanese',
  'Indian',
  'Thai',
  'Mediterranean',
  'American',
  'French',
  'Greek',
  'Middle Eastern',
  'Vietnamese',
  'Korean',
  'Spanish',
] as const;

export const KITCHEN_EQUIPMENT = [
  'Stove',
  'Oven',
  'Microwave',
  'Slow Cooker',
  'Pressure Cooker',
  'Food Processor',
  'Blender',
  'Stand Mixer',
  'Air Fryer',
  'Rice Cooker',
  'Grill',
  'Sous Vide',
  'Dutch Oven',
  'Cast Iron Skillet',
] as const;

export const FOOD_CATEGORIES = [
  'Vegetables',
  'Fruits',
  'Grains',
  'Meat',
  'Fish',
  'Dairy',
  'Eggs',
  'Legumes',
  'Nuts',
  'Spicy Foods',
  'Fermented Foods',
  'Processed Foods',
] as const;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const SHOPPING_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const MEAL_PREP_PREFERENCES = ['none', 'some', 'full'] as const;
export const SPICE_PREFERENCES = ['mild', 'medium', 'hot'] as const;

const Rating = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
const MealPreference = z.object({
  enabled: z.boolean(),
  servings: z
    .number()
    .int()
    .min(1, 'Servings must be at least 1')
    .max(12, 'Servings can be at most 12'),
});

export const CookingProfileSchema = z.object({
  dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  foodPreferences: z.array(z.object({ category: z.enum(FOOD_CATEGORIES), rating: Rating })),
  cuisinePreferences: z.array(z.object({ cuisine: z.enum(PROFILE_CUISINES), rating: Rating })),
  mealPreferences: z.object({
    breakfast: MealPreference,
    lunch: MealPreference,
    dinner: MealPreference,
    snack: MealPreference,
  }),
  cookingSkillLevel: z.enum(SKILL_LEVELS),
  kitchenEquipment: z.array(z.enum(KITCHEN_EQUIPMENT)),
  budgetPerMeal: z.number().min(0).max(1000),
  servingSize: z
    .number()
    .int()
    .min(1, 'Servings must be at least 1')
    .max(12, 'Servings can be at most 12'),
  weekdayCookingFrequency: z.number().int().min(0).max(5),
  weekendCookingFrequency: z.number().int().min(0).max(2),
  mealPrepPreference: z.enum(MEAL_PREP_PREFERENCES),
  leftoverPreference: z.boolean(),
  seasonalPreference: z.boolean(),
  organicPreference: z.boolean(),
  spicePreference: z.enum(SPICE_PREFERENCES),
  shoppingFrequency: z.enum(SHOPPING_FREQUENCIES),
});
export type CookingProfile = z.infer<typeof CookingProfileSchema>;

/** Cooking profile defaults (spec 1 §3). */
export function defaultCookingProfile(): CookingProfile {
  return {
    dietaryRestrictions: [],
    foodPreferences: [],
    cuisinePreferences: [],
    mealPreferences: {
      breakfast: { enabled: true, servings: 2 },
      lunch: { enabled: true, servings: 2 },
      dinner: { enabled: true, servings: 2 },
      snack: { enabled: false, servings: 1 },
    },
    cookingSkillLevel: 'beginner',
    kitchenEquipment: ['Stove', 'Oven', 'Microwave'],
    budgetPerMeal: 10,
    servingSize: 2,
    weekdayCookingFrequency: 3,
    weekendCookingFrequency: 1,
    mealPrepPreference: 'some',
    leftoverPreference: true,
    seasonalPreference: true,
    organicPreference: false,
    spicePreference: 'medium',
    shoppingFrequency: 'weekly',
  };
}

/** 'none' is dropped when others are chosen; an empty choice becomes none (spec 1 §5). */
export function normaliseDietaryRestrictions(
  restrictions: readonly (typeof DIETARY_RESTRICTIONS)[number][],
): (typeof DIETARY_RESTRICTIONS)[number][] {
  const unique = [...new Set(restrictions)];
  const others = unique.filter((r) => r !== 'none');
  return others.length > 0 ? others : ['none'];
}

/** Cuisines rated 1. */
export function preferredCuisines(profile: Pick<CookingProfile, 'cuisinePreferences'>): string[] {
  return profile.cuisinePreferences.filter((c) => c.rating === 1).map((c) => c.cuisine);
}

export const THEMES = ['light', 'dark', 'system'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export const WEEK_STARTS = ['sunday', 'monday'] as const;
export const MEASUREMENT_SYSTEMS = ['metric', 'imperial'] as const;
export const PROFILE_VISIBILITIES = ['private', 'friends', 'public'] as const;

export const UserSettingsSchema = z.object({
  notifications: z.object({
    email: z.boolean(),
    push: z.boolean(),
    weeklyReport: z.boolean(),
    mealReminders: z.boolean(),
  }),
  preferences: z.object({
    theme: z.enum(THEMES),
    timeFormat: z.enum(TIME_FORMATS),
    startOfWeek: z.enum(WEEK_STARTS),
    measurementSystem: z.enum(MEASUREMENT_SYSTEMS),
    defaultServings: z.number().int().min(1).max(12),
  }),
  privacy: z.object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    shareRecipes: z.boolean(),
    shareMealPlans: z.boolean(),
  }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/**
 * Settings defaults (spec 3 §9), with the sign-up measurement system of spec 1 §9 (imperial) and
 * account default servings 4. One set serves sign-up and 'Reset to Defaults' (ADR 0005).
 */
export function defaultUserSettings(): UserSettings {
  return {
    notifications: { email: true, push: true, weeklyReport: true, mealReminders: true },
    preferences: {
      theme: 'system',
      timeFormat: '12h',
      startOfWeek: 'sunday',
      measurementSystem: 'imperial',
      defaultServings: 4,
    },
    privacy: { profileVisibility: 'private', shareRecipes: false, shareMealPlans: false },
  };
}

export const UtmSchema = z.object({
  source: text('utm_source', { max: 200, trim: false }).optional(),
  medium: text('utm_medium', { max: 200, trim: false }).optional(),
  campaign: text('utm_campaign', { max: 200, trim: false }).optional(),
  content: text('utm_content', { max: 200, trim: false }).optional(),
  term: text('utm_term', { max: 200, trim: false }).optional(),
  referrer: text('Referrer', { max: 2000, trim: false }).optional(),
});
export type Utm = z.infer<typeof UtmSchema>;

export const ProfileStatsSchema = z.object({
  recipesCreated: z.number().int(),
  mealsPlanned: z.number().int(),
  groceryListsGenerated: z.number().int(),
});

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  persona: z.enum(PERSONAS),
  cookingProfile: CookingProfileSchema,
  onboardingCompleted: z.boolean(),
  stats: ProfileStatsSchema,
  subscription: z.object({
    status: z.string(),
    tier: z.enum(['free', 'pro']),
    period: z.enum(['monthly', 'annually']).nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  twoFactorEnabled: z.boolean(),
  /** False for an account that signs in only with Google: it confirms by signing in again. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  lastActive: z.string().nullable(),
  /** Instagram and TikTok handles (spec 1 §3 socialProfiles), without the leading @. */
  socialProfiles: z.object({ instagram: z.string().optional(), tiktok: z.string().optional() }),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A social handle: letters, digits, dots and underscores, a leading @ dropped; empty clears it. */
const socialHandle = (label: string) =>
  text(label, { max: 60 })
    .transform((value) => value.replace(/^@+/, ''))
    .refine(
      (value) => /^[\w.]*$/.test(value),
      `${label} may hold only letters, digits, dots and underscores`,
    );

export const UpdateProfileInputSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(80, 'Display name can be at most 80 characters')
    .refine((value) => !value.includes('\u0000'), INPUT_MESSAGES.noNul('Display name'))
    .optional(),
  persona: z.enum(PERSONAS).optional(),
  socialProfiles: z
    .object({
      instagram: socialHandle('Instagram handle').optional(),
      tiktok: socialHandle('TikTok handle').optional(),
    })
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** Profile and settings messages (spec 2 §8). */
export const PROFILE_MESSAGES = {
  preferencesSaved: 'Preferences saved successfully',
  preferencesFailed: 'Failed to save preferences',
  deleteAccountFailed: 'Failed to delete account. Please try again.',
  signOutFailed: 'Failed to sign out. Please try again.',
  updateProfileFailed: 'Failed to update profile',
  updateNotificationsFailed: 'Failed to update notification preferences',
  updatePersonaFailed: 'Failed to update persona',
  loadProfileFailed: 'Failed to load profile data',
} as const;

/** How long after signing in an account without a password may still delete itself. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Why an account deletion was refused; 'Incorrect password' is spec 1 §8's wording. */
export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'Incorrect password',
  signInAgain: 'For your security, please sign in again before deleting your account.',
} as const;

/** Deleting the account: the current password, or nothing for an account without one. */
export const DeleteAccountInputSchema = z.object({
  password: z.string().max(1000).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export const AuthOptionsSchema = z.object({ googleEnabled: z.boolean() });

export const PlatformInfoSchema = z.object({
  userAgent: text('User agent', { max: 1000, trim: false }).optional(),
  language: text('Language', { max: 50, trim: false }).optional(),
  platform: text('Platform', { max: 100, trim: false }).optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  viewportWidth: z.number().int().min(0).max(100_000).optional(),
  viewportHeight: z.number().int().min(0).max(100_000).optional(),
});

export const AcquisitionInputSchema = z.object({
  utm: UtmSchema.default({}),
  referrer: text('Referrer', { max: 2000, trim: false }).optional(),
  platform: PlatformInfoSchema.optional(),
});
export type AcquisitionInput = z.infer<typeof AcquisitionInputSchema>;

export const SetRoleInputSchema = z.object({
  role: z.enum(ROLES, { error: 'Role must be one of free, pro, chef, admin' }),
});

export const UserIdParamsSchema = z.object({ userId: id('User id') });

export const ChefProfileSchema = z.object({
  userId: z.string(),
  isVerified: z.boolean(),
  becameChefAt: z.string(),
  totalRecipesSold: z.number().int(),
  totalEarnings: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  followerCount: z.number().int(),
  bio: z.string(),
  specialties: z.array(z.string()),
  settings: z.object({
    allowSubscriptions: z.boolean(),
    defaultRecipePrice: z.number(),
    automaticPayouts: z.boolean(),
    featuredProfile: z.boolean(),
  }),
  status: z.string(),
});
export type ChefProfile = z.infer<typeof ChefProfileSchema>;
