import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { servePublic } from '../../http/publicCache/index.ts';
import { responseCookies } from '../../http/cookies.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { checkEligibility, requestInvitation } from './eligibility.service.ts';
import { listNeighborhoods } from './neighborhoods.service.ts';
import { registerOnboardingAdminRoutes } from './onboardingAdmin.routes.ts';

export function registerOnboardingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/neighborhoods', (request, reply) =>
    servePublic(request, reply, async () => {
      const neighborhoods = await listNeighborhoods(app);
      return {
        json: neighborhoods.map(({ id, name, city, isServiced }) => ({ id, name, city, isServiced })),
        shows: [{ typename: 'Neighborhood' }, ...neighborhoods.map(({ id }) => ({ typename: 'Neighborhood', id }))],
      };
    }),
  );

  server.post('/api/pre-onboarding/validate', async (request, reply) => {
    const meta = requestMeta(request);
    privateNoStore(reply);
    const { invitationPass, ...answer } = await checkEligibility(app, request.body, meta);
    if (invitationPass) responseCookies(app, reply).setInvitation(invitationPass);
    return answer;
  });

  // "I don't have a code" (not in the old product): { email, neighborhood } → the same answer's shape.
  server.post('/api/pre-onboarding/request-invitation', async (request, reply) => {
    const meta = requestMeta(request);
    privateNoStore(reply);
    return requestInvitation(app, request.body, meta);
  });

  registerOnboardingAdminRoutes(server, app);
}
