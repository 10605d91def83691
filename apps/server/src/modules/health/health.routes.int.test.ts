import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKind, type TestContext } from '../../../test/helpers';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports the database as reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: testDbKind(), reachable: true },
    });
  });

  it('answers 503 with the database marked unreachable once the database is gone', async () => {
    const local = await createTestApp();
    await local.database.close();

    const response = await local.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await local.app.close();
  });
});
