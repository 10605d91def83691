import { ADMIN_PAGE_SIZE, type AuditPage, type ListAuditQuery } from '@simmer/domain/admin';
import type { Db } from '../../db/client';
import { createAuditRepository, type NewAuditEntry } from './audit.repository';

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
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          action: row.action as AuditPage['entries'][number]['action'],
          actorId: row.actorId,
          actorEmail: row.actorEmail,
          targetUserId: row.targetUserId,
          targetUserEmail: row.targetUserEmail,
          targetRecipeId: row.targetRecipeId,
          subjectId: row.subjectId,
          before: row.before,
          after: row.after,
        })),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
