import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { badRequest, conflict } from '../lib/app-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 characters: letters, digits, "-", "_", ":" or "."',
  otherRequest: 'This Idempotency-Key was already used for another request',
  inProgress: 'A request with this Idempotency-Key is still in progress. Please try again',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,255}$/;
/** How long an answer is kept for retries. */
const KEEP_ANSWERS_FOR = '24 hours';
/** A request still unanswered after this long died with its process: a retry may run it again. */
const ABANDONED_AFTER = '2 minutes';
/** Answers larger than this are not kept (the write's own idempotency has to do). */
const MAX_KEPT_BODY = 256 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
}

/**
 * Safe retries for writes (Stripe's convention): a signed-in write sent with an `Idempotency-Key`
 * header runs once per user and key. A retry of a finished request gets the first 2xx answer
 * again, marked `Idempotent-Replayed: true`; a retry while the first is still running gets 409;
 * a failed request (4xx, 5xx) is forgotten, so a retry runs it again — our writes change nothing
 * when they fail. The key is bound to the method and URL it was first used with.
 *
 * Only requests with a signed-in user are keyed; a header on a public route, or without a
 * session, is ignored (the route's own guard answers). Register it before
 * compression, so its onSend sees the answer before it becomes a compressed stream.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Db,
  signedInUser: (request: FastifyRequest) => Promise<{ id: string } | undefined>,
) {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITE_METHODS.has(request.method)) return;
    const user = await signedInUser(request);
    if (!user) return; // the route's own guard answers 401, or it is a public route
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    const userId = user.id;
    const fingerprint = `${request.method} ${request.url}`;

    const [claimed] = await db
      .insert(idempotentRequests)
      .values({ userId, key, request: fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed) {
      request.idempotency = { userId, key };
      void forgetOld(db, userId);
      return;
    }

    const [first] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    if (!first) {
      // Forgotten (failed) between our insert and this read: the caller may simply try again.
      throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    }
    if (first.request !== fingerprint) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
    if (first.statusCode !== null) return replay(reply, first);
    if (await takeOverAbandoned(db, userId, key)) {
      request.idempotency = { userId, key };
      return;
    }
    throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = request.idempotency;
    if (!keyed) return payload;
    request.idempotency = undefined;
    const where = and(
      eq(idempotentRequests.userId, keyed.userId),
      eq(idempotentRequests.key, keyed.key),
    );
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload : null;
    const keep =
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      (body === null ? payload === null || payload === undefined : body.length <= MAX_KEPT_BODY);
    try {
      if (keep) {
        await db
          .update(idempotentRequests)
          .set({
            statusCode: reply.statusCode,
            contentType: String(reply.getHeader('content-type') ?? '') || null,
            body: body === null ? null : body.toString(),
          })
          .where(where);
      } else {
        await db.delete(idempotentRequests).where(where);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'could not record the answer to an idempotent request');
    }
    return payload;
  });
}

function replay(reply: FastifyReply, first: typeof idempotentRequests.$inferSelect): FastifyReply {
  reply.code(first.statusCode!).header('idempotent-replayed', 'true');
  if (first.contentType) reply.header('content-type', first.contentType);
  // Sent as stored (a string is not serialized again): the route's serializer ran the first time.
  return reply.send(first.body ?? '');
}

/** Claims a request whose first attempt never answered (its process died), if still unclaimed. */
async function takeOverAbandoned(db: Db, userId: string, key: string): Promise<boolean> {
  const taken = await db
    .update(idempotentRequests)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotentRequests.userId, userId),
        eq(idempotentRequests.key, key),
        isNull(idempotentRequests.statusCode),
        lt(idempotentRequests.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return taken.length > 0;
}

async function forgetOld(db: Db, userId: string) {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, userId),
        lt(idempotentRequests.createdAt, sql`now() - ${KEEP_ANSWERS_FOR}::interval`),
      ),
    )
    .catch(() => undefined);
}
