// The admin module's public face: the audit trail (and, with the back office, admin accounts and
// the customer list). Importing it registers the module's GraphQL types.
import './admin.schema.ts';

export { registerAdminRoutes } from './admin.routes.ts';
export { auditedWrite, recordAudit, type AuditOf, type AuditRecord } from './audit.service.ts';
