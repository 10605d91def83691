import { z } from 'zod';
import { isoDateTime, jsonRecord, text } from '../validation';
import { PlatformInfoSchema, UtmSchema } from '../profiles';

export const BROWSER_NAMES = [
  'edge',
  'chrome',
  'firefox',
  'safari',
  'opera',
  'ie',
  'unknown',
] as const;

/** Browser name and major version from a user-agent string (spec 1 §3 browser info). */
export function detectBrowser(userAgent: string | undefined): {
  name: (typeof BROWSER_NAMES)[number];
  version: string;
} {
  const ua = userAgent ?? '';
  const rules: [(typeof BROWSER_NAMES)[number], RegExp][] = [
    ['edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['opera', /(?:OPR|Opera)\/(\d+)/],
    ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['safari', /Version\/(\d+)[\d.]* .*Safari/],
    ['ie', /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ];
  for (const [name, pattern] of rules) {
    const match = pattern.exec(ua);
    if (match) return { name, version: match[1] ?? '' };
  }
  return { name: 'unknown', version: '' };
}

/** Events a browser may record; subscription_start and signup are recorded by the server. */
export const ClientAnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('page_view'),
    path: text('Path', { max: 500, trim: false }),
    title: text('Title', { max: 300, trim: false }).optional(),
  }),
  z.object({
    type: z.literal('feature_usage'),
    feature: text('Feature', { min: 1, max: 100, trim: false }),
    action: text('Action', { min: 1, max: 100, trim: false }),
    metadata: jsonRecord('Metadata', 10_000).optional(),
  }),
  z.object({
    type: z.literal('error'),
    errorName: text('Error name', { max: 200, trim: false }),
    errorMessage: text('Error message', { max: 2000, trim: false }),
    errorStack: text('Error stack', { max: 10_000, trim: false }).optional(),
    metadata: jsonRecord('Metadata', 10_000).optional(),
  }),
  z.object({ type: z.literal('subscription_select'), tier: z.enum(['free', 'pro']) }),
  z.object({
    type: z.literal('subscription_cancel'),
    tier: z.enum(['free', 'pro']),
    reason: text('Reason', { max: 500, trim: false }).default('not_specified'),
  }),
]);
export type ClientAnalyticsEvent = z.infer<typeof ClientAnalyticsEventSchema>;

export const AnalyticsEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  userId: z.string().nullable(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const SignupQuerySchema = z.object({
  from: isoDateTime('from'),
  to: isoDateTime('to'),
});

export const SubscriptionStartsQuerySchema = z.object({ tier: z.enum(['free', 'pro']) });

export const SignupEventDataSchema = z.object({
  email: z.string(),
  utm: UtmSchema,
  referrer: z.string().optional(),
  platform: PlatformInfoSchema.optional(),
  browser: z.object({ name: z.enum(BROWSER_NAMES), version: z.string() }),
});
