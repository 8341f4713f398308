import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { publicCache } from '../../http/rest.ts';
import { listNeighborhoods } from './neighborhoods.service.ts';

export function registerOnboardingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/neighborhoods', async (_request, reply) => {
    const neighborhoods = await listNeighborhoods(app);
    publicCache(reply);
    return neighborhoods.map(({ id, name, city, isServiced }) => ({ id, name, city, isServiced }));
  });
}
