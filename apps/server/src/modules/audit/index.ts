export type { NewAuditEntry } from './audit.repository';
export { createAuditService, recordAdminAction, type AuditService } from './audit.service';
