import {
  ADMIN_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type ListAuditQuery,
} from '@simmer/domain/admin';
import type { Db } from '../../db/client';
import { createAuditRepository, type AuditRow, type NewAuditEntry } from './audit.repository';

/** How many entries the CSV export reads at a time. */
const EXPORT_BATCH = 500;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditEntry['action'],
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    targetUserId: row.targetUserId,
    targetUserEmail: row.targetUserEmail,
    targetRecipeId: row.targetRecipeId,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
  };
}

/**
 * Appends an admin action to the audit trail inside the caller's transaction `tx`, so the entry
 * commits with the action or not at all (ADR 0028).
 */
export function recordAdminAction(tx: Db, entry: NewAuditEntry): Promise<void> {
  return createAuditRepository(tx).insert(entry);
}

/** Appends several admin actions (one per grant of a batch) inside the caller's transaction `tx`. */
export function recordAdminActions(tx: Db, entries: NewAuditEntry[]): Promise<void> {
  return createAuditRepository(tx).insertMany(entries);
}

export function createAuditService(db: Db) {
  const repository = createAuditRepository(db);
  return {
    async findEntries(query: ListAuditQuery): Promise<AuditPage> {
      const { rows, total } = await repository.findPage(
        { action: query.action, actorId: query.actor },
        { limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE },
      );
      return {
        entries: rows.map(toEntry),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /** Every entry the filter selects, newest first, read in batches (the CSV export). */
    async *allEntries(query: Omit<ListAuditQuery, 'page'>): AsyncGenerator<AuditEntry> {
      let after: { cursor: string; id: string } | null = null;
      for (;;) {
        const rows = await repository.findBatch(
          { action: query.action, actorId: query.actor },
          after,
          EXPORT_BATCH,
        );
        for (const row of rows) yield toEntry(row);
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        after = { cursor: last.cursor, id: last.id };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
