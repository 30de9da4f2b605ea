export {
  appendAudit,
  auditActions,
  readAudit,
  removeExpiredAudit,
  type AuditAction,
  type AuditEntry,
  type AuditEntryInput,
  type AuditPage,
} from './audit-log';
export { auditRetentionDays, consoleMigrations } from './console-migrations';
export {
  consoleRoles,
  createInvitation,
  hashSecret,
  invitationLink,
  invitationValidityMs,
  normalEmail,
  type ConsoleRole,
  type InvitationRequest,
  type NewInvitation,
} from './invitations';
