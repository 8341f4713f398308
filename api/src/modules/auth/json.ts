// Customers and admins as the old product's REST paths answer them.
import type { Admin, Customer } from '../../generated/prisma/client.ts';
import { hasUsedTrialBox, isSubscriber } from './auth.service.ts';
import { pickJson } from '../../http/rest.ts';

/** A customer as the old product's pages read it; read it with `customerWithFlags`. */
export function customerJson(
  customer: Customer & Parameters<typeof hasUsedTrialBox>[0] & Parameters<typeof isSubscriber>[0],
) {
  return {
    ...pickJson(customer, ['id', 'email', 'username', 'name', 'phone', 'userType']),
    hasUsedTrialBox: hasUsedTrialBox(customer),
    isSubscriber: isSubscriber(customer),
  };
}

export function adminJson(admin: Admin) {
  return { id: admin.id, username: admin.username, email: admin.email, name: admin.name, role: admin.role };
}
