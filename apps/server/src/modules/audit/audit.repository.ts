import type { AuditAction } from '@simmer/domain/admin';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

export interface NewAuditEntry {
  action: AuditAction;
  actorId: string;
  targetUserId?: string | null;
  targetRecipeId?: string | null;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
}

export type AuditRow = typeof adminAuditLog.$inferSelect & {
  actorEmail: string | null;
  targetUserEmail: string | null;
};

function filtered(filter: { action?: AuditAction; actorId?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(adminAuditLog.actorId, filter.actorId));
  return conditions;
}

export function createAuditRepository(db: Db) {
  return {
    /** Appends one entry; the table refuses updates and deletes (migration 0021). */
    async insert(entry: NewAuditEntry) {
      await db.insert(adminAuditLog).values({
        action: entry.action,
        actorId: entry.actorId,
        targetUserId: entry.targetUserId ?? null,
        targetRecipeId: entry.targetRecipeId ?? null,
        subjectId: entry.subjectId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Appends many entries in one statement (a batch of grants). */
    async insertMany(entries: NewAuditEntry[]) {
      if (entries.length === 0) return;
      await db.insert(adminAuditLog).values(
        entries.map((entry) => ({
          action: entry.action,
          actorId: entry.actorId,
          targetUserId: entry.targetUserId ?? null,
          targetRecipeId: entry.targetRecipeId ?? null,
          subjectId: entry.subjectId ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    },

    /** Newest first, with the actor's and target's emails while those accounts exist. */
    async findPage(
      filter: { action?: AuditAction; actorId?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions = filtered(filter);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const actor = alias(users, 'actor');
      const target = alias(users, 'target');
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            entry: adminAuditLog,
            actorEmail: actor.email,
            targetUserEmail: target.email,
          })
          .from(adminAuditLog)
          .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
          .leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
          .where(where)
          .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(adminAuditLog).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row.entry,
          actorEmail: row.actorEmail,
          targetUserEmail: row.targetUserEmail,
        })),
        total: totals?.total ?? 0,
      };
    },

    /**
     * The next `limit` entries after `after` (the last row's cursor and id), newest first, for the
     * CSV export: keyset paging over the (at, id) index.
     */
    async findBatch(
      filter: { action?: AuditAction; actorId?: string },
      after: { cursor: string; id: string } | null,
      limit: number,
    ): Promise<(AuditRow & { cursor: string })[]> {
      const conditions = filtered(filter);
      if (after)
        conditions.push(
          sql`(${adminAuditLog.at}, ${adminAuditLog.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`,
        );
      const actor = alias(users, 'actor');
      const target = alias(users, 'target');
      const rows = await db
        .select({
          entry: adminAuditLog,
          cursor: sql<string>`${adminAuditLog.at}::text`,
          actorEmail: actor.email,
          targetUserEmail: target.email,
        })
        .from(adminAuditLog)
        .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
        .leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row.entry,
        cursor: row.cursor,
        actorEmail: row.actorEmail,
        targetUserEmail: row.targetUserEmail,
      }));
    },
  };
}
