import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

describe('analytics events', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it('records page views from visitors and users, and refuses an unknown event type', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { type: 'page_view', path: '/about', title: 'About' },
    });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { type: 'feature_usage', feature: 'planner', action: 'open' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { type: 'purchase_made' },
    });

    expect(visitor.statusCode).toBe(202);
    expect(signedIn.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(400);
    const rows = await ctx.database.db
      .select({ type: analyticsEvents.type, userId: analyticsEvents.userId })
      .from(analyticsEvents);
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'page_view', userId: null },
        { type: 'feature_usage', userId: user.id },
      ]),
    );
  });

  it('answers the two admin queries: sign-ups in a time range and subscription starts by tier', async () => {
    await ctx.app.services.analytics.record('subscription_start', user.id, {
      tier: 'pro',
      period: 'monthly',
      trialDays: 14,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/acquisition',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { utm: { source: 'blog' } },
    });

    const signups = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/signups?from=${new Date(Date.now() - 60_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`,
      headers: { cookie: admin.cookie },
    });
    const lastYear = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/signups?from=2020-01-01T00:00:00.000Z&to=2020-12-31T00:00:00.000Z',
      headers: { cookie: admin.cookie },
    });
    const starts = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/subscription-starts?tier=pro',
      headers: { cookie: admin.cookie },
    });

    expect(signups.json().events).toEqual([
      expect.objectContaining({ type: 'signup', userId: user.id }),
    ]);
    expect(lastYear.json().events).toEqual([]);
    expect(starts.json().events).toEqual([
      expect.objectContaining({
        type: 'subscription_start',
        data: { tier: 'pro', period: 'monthly', trialDays: 14 },
      }),
    ]);
  });

  it('never lets a failing analytics write break the user’s action', async () => {
    const local = await createTestApp();
    const fresh = await createTestUser(local);
    await local.database.db.execute(sql`drop table analytics_events`);

    const acquisition = await local.app.inject({
      method: 'POST',
      url: '/api/me/acquisition',
      headers: { cookie: fresh.cookie, origin: TEST_ORIGIN },
      payload: { utm: { source: 'ad' } },
    });
    const pageView = await local.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { type: 'page_view', path: '/' },
    });

    expect(acquisition.statusCode).toBe(204);
    expect(pageView.statusCode).toBe(202);
    await local.close();
  });
});
