import { HealthResponseSchema } from '@simmer/domain/health';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export function healthRoutes(database: Database, version: string): FastifyPluginCallbackZod {
  const startedAt = Date.now();
  return (app, _options, done) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Whether the server and its database are reachable',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (_request, reply) => {
        const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
        try {
          const latencyMs = await database.ping();
          return {
            status: 'ok' as const,
            database: { kind: database.kind, reachable: true, latencyMs },
            version,
            uptimeSeconds,
          };
        } catch {
          return reply.status(503).send({
            status: 'degraded' as const,
            database: { kind: database.kind, reachable: false, latencyMs: 0 },
            version,
            uptimeSeconds,
          });
        }
      },
    );
    done();
  };
}
