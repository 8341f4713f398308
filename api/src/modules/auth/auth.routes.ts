import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { AuthenticationError } from '../../errors.ts';
import type { Admin, Customer } from '../../generated/prisma/client.ts';
import { responseCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta, viewerOf } from '../../http/requestContext.ts';
import {
  customerWithFlags,
  getAdmin,
  getCustomer,
  hasUsedTrialBox,
  isSubscriber,
  loginAdmin,
  loginCustomer,
  logoutAdmin,
  logoutCustomer,
} from './auth.service.ts';
import { registerPasswordResetRoutes } from './passwordReset.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';

/** A customer as the old product's pages read it; read it with `customerWithFlags`. */
export function customerJson(
  customer: Customer & Parameters<typeof hasUsedTrialBox>[0] & Parameters<typeof isSubscriber>[0],
) {
  return {
    id: customer.id,
    email: customer.email,
    username: customer.username,
    name: customer.name,
    phone: customer.phone,
    userType: customer.userType,
    hasUsedTrialBox: hasUsedTrialBox(customer),
    isSubscriber: isSubscriber(customer),
  };
}

export function adminJson(admin: Admin) {
  return { id: admin.id, username: admin.username, email: admin.email, name: admin.name, role: admin.role };
}

export function registerAuthRoutes(server: FastifyInstance, app: AppContext): void {
  registerRegistrationRoutes(server, app);
  registerPasswordResetRoutes(server, app);

  server.post('/api/auth/login', async (request, reply) => {
    const meta = requestMeta(request);
    const { token, customer } = await loginCustomer(app, request.body, meta, customerWithFlags);
    responseCookies(app, reply).setCustomer(token);
    privateNoStore(reply);
    return { token, user: customerJson(customer) };
  });

  server.post('/api/auth/logout', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    await logoutCustomer(app, viewer);
    responseCookies(app, reply).clearCustomer();
    return { success: true };
  });

  server.get('/api/auth/me', async (request, reply) => {
    privateNoStore(reply);
    const viewer = await viewerOf(app, request);
    const customer = viewer.customer && (await getCustomer(app, viewer.customer.id, customerWithFlags));
    if (!customer) throw new AuthenticationError('Not authenticated');
    return customerJson(customer);
  });

  server.post('/api/admin/auth/login', async (request, reply) => {
    const meta = requestMeta(request);
    const { token, admin } = await loginAdmin(app, request.body, meta);
    responseCookies(app, reply).setAdmin(token);
    privateNoStore(reply);
    return { token, admin: adminJson(admin) };
  });

  server.post('/api/admin/auth/logout', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    await logoutAdmin(app, viewer.adminToken);
    responseCookies(app, reply).clearAdmin();
    return { success: true };
  });

  server.get('/api/admin/auth/me', async (request, reply) => {
    privateNoStore(reply);
    const viewer = await viewerOf(app, request);
    const admin = viewer.admin && (await getAdmin(app, viewer.admin.id));
    if (!admin) throw new AuthenticationError('Not authenticated');
    return adminJson(admin);
  });
}
