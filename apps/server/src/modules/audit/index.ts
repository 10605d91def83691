export type { NewAuditEntry } from './audit.repository';
export {
  createAuditService,
  recordAdminAction,
  recordAdminActions,
  type AuditService,
} from './audit.service';
