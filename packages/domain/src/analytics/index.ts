import { z } from 'zod';
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
    path: z.string().max(500),
    title: z.string().max(300).optional(),
  }),
  z.object({
    type: z.literal('feature_usage'),
    feature: z.string().min(1).max(100),
    action: z.string().min(1).max(100),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    type: z.literal('error'),
    errorName: z.string().max(200),
    errorMessage: z.string().max(2000),
    errorStack: z.string().max(10_000).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ type: z.literal('subscription_select'), tier: z.enum(['free', 'pro']) }),
  z.object({
    type: z.literal('subscription_cancel'),
    tier: z.enum(['free', 'pro']),
    reason: z.string().max(500).default('not_specified'),
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
  from: z.iso.datetime({ error: 'from must be an ISO date-time' }),
  to: z.iso.datetime({ error: 'to must be an ISO date-time' }),
});

export const SubscriptionStartsQuerySchema = z.object({ tier: z.enum(['free', 'pro']) });

export const SignupEventDataSchema = z.object({
  email: z.string(),
  utm: UtmSchema,
  referrer: z.string().optional(),
  platform: PlatformInfoSchema.optional(),
  browser: z.object({ name: z.enum(BROWSER_NAMES), version: z.string() }),
});
