// The admin module's public face: admin accounts and the customer list of the back office. The
// audit trail every module's admin writes record into lives below the modules, in lib/audit.

export { createAdmin } from './admins.service.ts';
