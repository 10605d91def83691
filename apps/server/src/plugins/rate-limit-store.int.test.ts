import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { createDatabaseRateLimitStore } from './rate-limit-store';

/** One server process's app: a limited route and a limiter made in code, counting in `database`. */
async function processApp(database: Database, timeWindow = 60_000): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(database.db),
    keyGenerator: (request) => String(request.headers['x-user'] ?? request.ip),
  });
  const limiter = app.createRateLimit({ max: 2, timeWindow, keyGenerator: () => 'sign-in:a' });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow } } }, () => ({ ok: 1 }));
  app.get('/other', { config: { rateLimit: { max: 3, timeWindow } } }, () => ({ ok: 2 }));
  app.get('/limiter', async (request) => {
    const result = await limiter(request);
    return { allowed: result.isAllowed || !result.isExceeded };
  });
  await app.ready();
  return app;
}

describe('rate limits counted in the database (PostgreSQL: any number of processes)', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await processApp(database);
    second = await processApp(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const get = (app: FastifyInstance, url: string, user = 'u1') =>
    app.inject({ method: 'GET', url, headers: { 'x-user': user } });

  it('holds one limit across processes: the fourth request in the window is refused', async () => {
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await get(app, '/limited')).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(second, '/limited');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each route and each caller apart', async () => {
    expect((await get(first, '/other', 'u1')).statusCode).toBe(200);
    expect((await get(second, '/limited', 'u2')).statusCode).toBe(200);
    expect((await get(first, '/limited', 'u2')).headers['x-ratelimit-remaining']).toBe('1');
  });

  it('holds a limiter made in code (the sign-in limits) across processes', async () => {
    const answers = [];
    for (const app of [first, second, first]) answers.push((await get(app, '/limiter')).json());

    expect(answers).toEqual([{ allowed: true }, { allowed: true }, { allowed: false }]);
  });

  it('counts hits that race from both processes exactly once each', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get(i % 2 ? first : second, '/other', 'racer')),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(7);
  });

  it('starts a new window once the old one has ended', async () => {
    const shortFirst = await processApp(database, 300);
    const shortSecond = await processApp(database, 300);
    try {
      for (const app of [shortFirst, shortSecond, shortFirst]) {
        expect((await get(app, '/limited', 'window')).statusCode).toBe(200);
      }
      expect((await get(shortSecond, '/limited', 'window')).statusCode).toBe(429);

      await new Promise((resolve) => setTimeout(resolve, 400));

      expect((await get(shortSecond, '/limited', 'window')).statusCode).toBe(200);
    } finally {
      await shortFirst.close();
      await shortSecond.close();
    }
  });
});
