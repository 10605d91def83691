import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
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
    findByTypeAndTier(type: string, tier: string) {
      return db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, type), eq(analyticsEvents.tier, tier)))
        .orderBy(asc(analyticsEvents.timestamp));
    },
  };
}
