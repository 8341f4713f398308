// The back office's REST paths for User Accounts and Admin Management (admin specification §7).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { registerCrudRoutes } from '../../http/crudRoutes.ts';
import { requireAdminAnswer, requireSuperAdminAnswer } from '../../http/requestContext.ts';
import { parseInput } from '../../lib/validation.ts';
import { adminJson } from '../auth/http.ts';
import { createAdmin, deleteAdmin, listAdmins, updateAdmin } from './admins.service.ts';
import { countCustomers, customerAddressLine, listCustomers } from './customers.service.ts';
import { pickJson } from '../../http/rest.ts';

/** `?limit=` (1-100, default 100) and `?offset=`; the total is in `X-Total-Count`. */
const pageQuery = z.object({
  search: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export function registerAdminRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/users', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    const { search, limit, offset } = parseInput(pageQuery, request.query);
    const [customers, total] = await Promise.all([
      listCustomers(app, search, { take: limit, skip: offset, include: { neighborhood: { select: { name: true } } } }),
      countCustomers(app, search),
    ]);
    reply.header('x-total-count', String(total));
    return customers.map((customer) => ({
      ...pickJson(customer, ['id', 'name', 'username', 'email', 'phone']),
      address: customerAddressLine(customer),
      createdAt: customer.createdAt,
    }));
  });

  registerCrudRoutes(server, app, '/api/admin/admins', {
    json: adminJson,
    list: listAdmins,
    create: createAdmin,
    update: updateAdmin,
    remove: deleteAdmin,
    requireAnswer: requireSuperAdminAnswer,
    updateMethod: 'put',
  });
}
