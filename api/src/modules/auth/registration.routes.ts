import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { credentialsOf, responseCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { customerJson } from './json.ts';
import { customerWithFlags } from './auth.service.ts';
import { registerCustomer } from './registration.service.ts';

export function registerRegistrationRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/auth/register', async (request, reply) => {
    const meta = requestMeta(request);
    // The old client sends no invitationCode: the code its eligibility check was given counts.
    const invitationPass = credentialsOf(undefined, request.cookies).invitationPass;
    const { token, customer } = await registerCustomer(app, request.body, meta, customerWithFlags, { invitationPass });
    const cookies = responseCookies(app, reply);
    cookies.setCustomer(token);
    if (invitationPass) cookies.clearInvitation();
    privateNoStore(reply);
    return { token, user: customerJson(customer) };
  });
}
