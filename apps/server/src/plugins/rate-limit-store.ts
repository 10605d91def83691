import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { rateLimitHits } from '../db/schema';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child` for a route limit or a createRateLimit limiter. */
interface LimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
}

/** Expired counters are swept about once in this many increments. */
const SWEEP_EVERY = 500;

/** The counting upsert, prepared once: it runs on every limited request. */
function prepareIncrement(db: Db) {
  const windowEnd = sql`now() + ${sql.placeholder('timeWindow')} * interval '1 millisecond'`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::int`,
    })
    .prepare('simmer_rate_limit_increment');
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every process serving
 * one PostgreSQL database (SERVER_WORKERS > 1, or instances behind a load balancer) counts
 * against the same limit. One statement per
 * counted request: an upsert that starts a new window when the old one has ended, and returns
 * the count and the milliseconds left in the window (fixed windows, as the plugin's own store).
 */
export function createDatabaseRateLimitStore(db: Db) {
  let increments = 0;
  const incrementQuery =
    preparedOn(db, 'rate-limit.increment', prepareIncrement) ?? prepareIncrement(db);

  async function increment(key: string, timeWindow: number) {
    const [row] = await incrementQuery.execute({ key, timeWindow });
    if (++increments % SWEEP_EVERY === 0) {
      void db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.resetAt, sql`now() - interval '1 minute'`))
        .catch(() => undefined);
    }
    return { current: row!.hits, ttl: Number(row!.ttl) };
  }

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    // The plugin calls incr(key, callback, timeWindow, max); its types declare only the first two.
    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      increment(`${this.prefix}${key}`, timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route's own counters: its method and path, or for a limiter made in code its window. */
    child(routeOptions: object) {
      const params = routeOptions as LimitParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      const route = params.routeInfo?.url
        ? `${method} ${params.routeInfo.url}`
        : `limiter ${String(params.timeWindow)}`;
      return new DatabaseRateLimitStore(undefined, `${route}|`);
    }
  };
}
