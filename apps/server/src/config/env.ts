import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i;

function isHostEntry(entry: string): boolean {
  const bare = entry.replace(/^\[(.*)\]$/, '$1');
  if (bare.includes('/')) return ipaddr.isValidCIDR(bare);
  return isIP(bare) !== 0 || HOST_NAME.test(bare);
}

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(isHostEntry),
    'must be comma-separated host names, IP addresses or CIDR ranges',
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  return entry.includes('/') ? ipaddr.isValidCIDR(entry) : isIP(entry) !== 0;
}

export type TrustProxy = boolean | number | string[];

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, a number of
 * hops in front of the server, or the proxies' addresses. `true` trusts whatever any client sends.
 */
const trustProxy = z.string().transform((value, context): TrustProxy => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyEntry)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be false, true, a number of proxy hops, or comma-separated IP addresses or CIDR ranges',
  });
  return z.NEVER;
});

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify ignores a bare hop count (it cannot tell a
 * proxy from a client that reached the server directly), so a count becomes a function that
 * trusts that many hops: safe only when the server cannot be reached except through the proxies.
 */
export function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Where "Schedule a Demo" on /chefs leads when CHEF_DEMO_URL is not set. */
export const DEFAULT_CHEF_DEMO_URL = 'https://cal.com/simmer/chef-demo';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFromString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  // Server processes sharing the port (node:cluster); 'auto' is one per CPU. PostgreSQL only.
  SERVER_WORKERS: z
    .union([
      z.literal('auto').transform(() => os.availableParallelism()),
      z.coerce
        .number({ error: "must be a whole number or 'auto'" })
        .int("must be a whole number or 'auto'")
        .min(1, 'must be at least 1')
        .max(64, 'must be at most 64'),
    ])
    .default(1),
  AUTH_RATE_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .default(10),
  // How long a screen's page waits for its server-drawn first view (ADR 0033); 0 turns them off.
  SERVER_VIEW_BUDGET_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be at most 60000')
    .default(800),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url({ error: 'must be an absolute URL' }).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  ANTHROPIC_MODEL: z.string().trim().min(1).optional(),
  // The largest recipe video accepted (spec 3 §9: 500 MB); lower it to save disk.
  VIDEO_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1024, 'must be at least 1024')
    .max(500 * 1024 * 1024, 'must be at most 500 MB (524288000)')
    .default(500 * 1024 * 1024),
  // How long the week plan and the meal-plan assistant wait for the model; unset, each its own.
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(100, 'must be at least 100')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ error: 'must be an absolute URL' })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  IMPORT_ALLOW_PRIVATE_HOSTS: hostList.default([]),
  CHEF_DEMO_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .default(DEFAULT_CHEF_DEMO_URL),
  // Crash tests only: widens the moment between a meal change's commit and its list rebuild.
  SIMMER_TEST_PAUSE_BEFORE_LIST_REBUILD_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be at least 0')
    .default(0),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client's address (false: the socket's). */
  trustProxy: TrustProxy;
  /** Processes serving the port (SERVER_WORKERS); above 1 only on PostgreSQL. */
  workers: number;
  /** Sign-in/sign-up attempts per IP per minute, and sign-in attempts per account per 15 minutes. */
  authRateLimits: { perIpPerMinute: number; perAccountPer15Minutes: number };
  /** How long a screen's page waits for its server-drawn first view; 0: never drawn. */
  serverViewBudgetMs: number;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  anthropic: { apiKey?: string; baseUrl?: string; model?: string; timeoutMs?: number };
  google: { clientId?: string; clientSecret?: string; discoveryUrl: string };
  /** Hosts that recipe import may fetch although they are on a private network (self-hosters, tests). */
  imports: { allowedPrivateHosts: string[] };
  /** The largest recipe video upload, in bytes (VIDEO_MAX_BYTES, 500 MB by default). */
  videoMaxBytes: number;
  /** The chef landing page's external demo calendar (CHEF_DEMO_URL). */
  chefs: { demoUrl: string };
  /** Hooks for tests that cannot reach inside the process (0 = off). */
  testHooks: { pauseBeforeListRebuildMs: number };
}

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** Parses the environment once; throws ConfigError with a one-line message on a bad value. */
export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof EnvSchema> {
  const result = EnvSchema.safeParse(blankToUndefined(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    const value = env[variable];
    const shown = value === undefined || /SECRET|KEY/.test(variable) ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid ${variable}: ${issue?.message ?? 'invalid value'}${shown}`);
  }
  const parsed = result.data;
  if (Boolean(parsed.GOOGLE_CLIENT_ID) !== Boolean(parsed.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (parsed.SERVER_WORKERS > 1 && !parsed.DATABASE_URL) {
    throw new ConfigError(
      'Invalid SERVER_WORKERS: more than one process needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  return parsed;
}

function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, '.write-test');
    writeFileSync(probe, '');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new ConfigError(`Invalid DATA_DIR: ${dataDir} is not a writable directory (${reason})`);
  }
}

/** Reads SESSION_SECRET or keeps a generated one in DATA_DIR so sessions survive restarts. */
function resolveSessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  ensureDataDir(dataDir);
  const port = parsed.PORT;
  return {
    env: parsed.NODE_ENV,
    port,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: resolveSessionSecret(dataDir, parsed.SESSION_SECRET),
    seedDemo: parsed.SEED_DEMO,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    workers: parsed.SERVER_WORKERS,
    authRateLimits: {
      perIpPerMinute: parsed.AUTH_RATE_LIMIT_PER_IP,
      perAccountPer15Minutes: parsed.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    serverViewBudgetMs: parsed.SERVER_VIEW_BUDGET_MS,
    stripe: {
      secretKey: parsed.STRIPE_SECRET_KEY,
      publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
      apiBase: parsed.STRIPE_API_BASE,
    },
    anthropic: {
      apiKey: parsed.ANTHROPIC_API_KEY,
      baseUrl: parsed.ANTHROPIC_BASE_URL,
      model: parsed.ANTHROPIC_MODEL,
      timeoutMs: parsed.AI_TIMEOUT_MS,
    },
    google: {
      clientId: parsed.GOOGLE_CLIENT_ID,
      clientSecret: parsed.GOOGLE_CLIENT_SECRET,
      discoveryUrl: parsed.GOOGLE_DISCOVERY_URL,
    },
    imports: { allowedPrivateHosts: parsed.IMPORT_ALLOW_PRIVATE_HOSTS },
    videoMaxBytes: parsed.VIDEO_MAX_BYTES,
    chefs: { demoUrl: parsed.CHEF_DEMO_URL },
    testHooks: { pauseBeforeListRebuildMs: parsed.SIMMER_TEST_PAUSE_BEFORE_LIST_REBUILD_MS },
  };
}
