import type { AnalyticsEvent } from '@simmer/domain/analytics';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createAnalyticsRepository } from './analytics.repository';

type Row = Awaited<
  ReturnType<ReturnType<typeof createAnalyticsRepository>['findByTypeAndTier']>
>[number];

function toEvent(row: Row): AnalyticsEvent {
  return {
    id: row.id,
    type: row.type,
    userId: row.userId,
    timestamp: row.timestamp.toISOString(),
    data: row.data,
  };
}

export function createAnalyticsService(db: Db, log: FastifyBaseLogger) {
  const repository = createAnalyticsRepository(db);
  return {
    /** Records an event; a failure is logged and never reaches the user's action. */
    async record(
      type: string,
      userId: string | null,
      data: Record<string, unknown>,
    ): Promise<void> {
      try {
        const tier = typeof data.tier === 'string' ? data.tier : null;
        await repository.insert({ type, userId, tier, data });
      } catch (error) {
        log.warn({ err: error, type }, 'analytics event not recorded');
      }
    },
    /** Sign-ups between two instants; an empty list when the query fails (spec 1 §7). */
    async findSignups(from: Date, to: Date): Promise<AnalyticsEvent[]> {
      try {
        return (await repository.findByTypeBetween('signup', from, to)).map(toEvent);
      } catch (error) {
        log.warn({ err: error }, 'signup query failed');
        return [];
      }
    },
    /**
     * The analytics queries of spec 1 §7 as counts for the admin's charts: sign-ups, and
     * subscription starts by tier, per UTC day or week in [start, end). Empty when the query fails.
     */
    async countGrowth(
      start: Date,
      end: Date,
      interval: 'day' | 'week',
    ): Promise<{
      signups: { period: string; count: number }[];
      subscriptionStarts: { period: string; tier: string; count: number }[];
    }> {
      try {
        const [signups, starts] = await Promise.all([
          repository.countByPeriod('signup', start, end, interval),
          repository.countByPeriod('subscription_start', start, end, interval),
        ]);
        return {
          signups: signups.map(({ period, count }) => ({ period, count: Number(count) })),
          subscriptionStarts: starts.map(({ period, tier, count }) => ({
            period,
            tier: tier ?? 'unknown',
            count: Number(count),
          })),
        };
      } catch (error) {
        log.warn({ err: error }, 'growth query failed');
        return { signups: [], subscriptionStarts: [] };
      }
    },
    async findSubscriptionStarts(tier: string): Promise<AnalyticsEvent[]> {
      try {
        return (await repository.findByTypeAndTier('subscription_start', tier)).map(toEvent);
      } catch (error) {
        log.warn({ err: error }, 'subscription start query failed');
        return [];
      }
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
