// The admin module's public face: the audit trail (and, with the back office, admin accounts and
// the customer list).

export { auditedWrite, recordAudit, type AuditOf, type AuditRecord } from './audit.service.ts';
