import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

describe('the error handler', () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/unstorable', () => {
      // How a driver reports a NUL character in text: SQLSTATE 22P05 under Drizzle's wrapper.
      throw new Error('Failed query', {
        cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
      });
    });
    app.get('/out-of-range', () => {
      throw Object.assign(new Error('integer out of range'), { code: '22003' });
    });
    app.get('/deleted-meanwhile', () => {
      // A save racing the recipe's deletion: the insert names a recipe that is gone.
      throw new Error('Failed query', {
        cause: Object.assign(new Error('violates foreign key constraint'), { code: '23503' }),
      });
    });
    app.get('/broken', () => {
      throw new Error('a bug');
    });
    app.post('/json', () => 'ok');
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a value the database cannot hold with a 400, not a 500', async () => {
    for (const url of ['/unstorable', '/out-of-range']) {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'This request holds a value that cannot be stored' },
      });
    }
  });

  it('answers a write that lost a race with a deletion with a 409, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/deleted-meanwhile' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Something this change refers to was just removed. Reload and try again.',
      },
    });
  });

  it('answers malformed JSON in its own words', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
    });
  });

  it('keeps a real bug a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
