import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { AuthenticationError } from '../../errors.ts';
import { responseCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta, viewerOf } from '../../http/requestContext.ts';
import {
  customerWithFlags,
  getAdmin,
  getCustomer,
  loginAdmin,
  loginCustomer,
  logoutAdmin,
  logoutCustomer,
} from './auth.service.ts';
import { registerPasswordResetRoutes } from './passwordReset.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { adminJson, customerJson } from './json.ts';

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
