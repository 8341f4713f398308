import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { sessionCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { customerJson } from './auth.routes.ts';
import { getCustomer } from './auth.service.ts';
import { registerCustomer } from './registration.service.ts';

export function registerRegistrationRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/auth/register', async (request, reply) => {
    const meta = requestMeta(request);
    const { token, customerId } = await registerCustomer(app, request.body, meta);
    sessionCookies(app, reply).setCustomer(token);
    privateNoStore(reply);
    return { token, user: customerJson((await getCustomer(app, customerId))!) };
  });
}
