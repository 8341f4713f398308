import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { privateNoStore, publicCache } from '../../http/rest.ts';
import { requestMeta } from '../../http/requestContext.ts';
import { checkEligibility } from './eligibility.service.ts';
import { listNeighborhoods } from './neighborhoods.service.ts';
import { registerOnboardingAdminRoutes } from './onboardingAdmin.routes.ts';

export function registerOnboardingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/neighborhoods', async (_request, reply) => {
    const neighborhoods = await listNeighborhoods(app);
    publicCache(reply);
    return neighborhoods.map(({ id, name, city, isServiced }) => ({ id, name, city, isServiced }));
  });

  server.post('/api/pre-onboarding/validate', async (request, reply) => {
    const meta = requestMeta(request);
    privateNoStore(reply);
    return checkEligibility(app, request.body, meta);
  });

  registerOnboardingAdminRoutes(server, app);
}
