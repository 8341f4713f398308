import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { responseCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { customerJson } from './auth.routes.ts';
import { customerWithFlags } from './auth.service.ts';
import { registerCustomer } from './registration.service.ts';

export function registerRegistrationRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/auth/register', async (request, reply) => {
    const meta = requestMeta(request);
    const { token, customer } = await registerCustomer(app, request.body, meta, customerWithFlags);
    responseCookies(app, reply).setCustomer(token);
    privateNoStore(reply);
    return { token, user: customerJson(customer) };
  });
}
