import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { servePublicInLanguage } from '../../http/publicCache/index.ts';
import { responseCookies } from '../../http/cookies.ts';
import { pickJson, privateNoStore } from '../../http/rest.ts';
import { textIn } from '../../lib/language.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { checkEligibility, requestInvitation } from './eligibility.service.ts';
import { listNeighborhoods } from './neighborhoods.service.ts';
import { registerOnboardingAdminRoutes } from './onboardingAdmin.routes.ts';

export function registerOnboardingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/neighborhoods', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const neighborhoods = await listNeighborhoods(app);
      return {
        // `name` stays the English key an address names; `displayName` is the name to show.
        json: neighborhoods.map((row) => ({
          ...pickJson(row, ['id', 'name', 'city', 'isServiced']),
          displayName: textIn(row, 'name', language),
        })),
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
