import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

async function logLines(level: string, route: () => unknown) {
  const lines: { msg: string; level: number; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/answer', route);
  await app.inject({ url: '/answer' });
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('writes nothing for a request that succeeds at LOG_LEVEL=info', async () => {
    const lines = await logLines('info', () => ({ ok: true }));

    expect(lines).toEqual([]);
  });

  it('logs a request that fails with a 500 at LOG_LEVEL=info', async () => {
    const lines = await logLines('info', () => {
      throw new Error('broken');
    });

    expect(lines.map((line) => line.msg)).toContain('request errored');
  });

  it('logs every request at LOG_LEVEL=debug', async () => {
    const lines = await logLines('debug', () => ({ ok: true }));

    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]?.res?.statusCode).toBe(200);
  });
});
