// The admin module's public face: admin accounts and the customer list of the back office. The
// audit trail every module's admin writes record into lives below the modules, in lib/audit.

export { countAdmins, createAdmin, deleteAdmin, listAdmins, updateAdmin } from './admins.service.ts';
export { countCustomers, customerAddressLine, listCustomers } from './customers.service.ts';
