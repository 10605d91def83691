import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export function createAnalyticsRepository(db: Db) {
  return {
    async insert(event: {
      type: string;
      userId: string | null;
      tier?: string | null;
      data: Record<string, unknown>;
    }) {
      await db.insert(analyticsEvents).values({ id: randomUUID(), ...event });
    },
    findByTypeBetween(type: string, from: Date, to: Date) {
      return db
        .select()
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.type, type),
            gte(analyticsEvents.timestamp, from),
            lte(analyticsEvents.timestamp, to),
          ),
        )
        .orderBy(asc(analyticsEvents.timestamp));
    },
    /** Events of a type per period (UTC day or week's Monday) and tier, in [start, end). */
    countByPeriod(type: string, start: Date, end: Date, interval: 'day' | 'week') {
      const period = sql<string>`to_char(date_trunc(${interval}, ${analyticsEvents.timestamp} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db
        .select({
          period,
          tier: analyticsEvents.tier,
          count: sql<number>`count(*)::int`,
        })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.type, type),
            gte(analyticsEvents.timestamp, start),
            lt(analyticsEvents.timestamp, end),
          ),
        )
        .groupBy(sql`1`, analyticsEvents.tier);
    },
    findByTypeAndTier(type: string, tier: string) {
      return db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, type), eq(analyticsEvents.tier, tier)))
        .orderBy(asc(analyticsEvents.timestamp));
    },
  };
}
