// REST for the analytics and the overview (amounts in piasters), on the same services as GraphQL.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { requireAdminAnswer } from '../../http/requestContext.ts';
import { analytics, overview } from './analytics.service.ts';

export function registerAnalyticsRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/analytics', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    reply.header('cache-control', 'no-store');
    return analytics(app);
  });
  server.get('/api/admin/overview', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    reply.header('cache-control', 'no-store');
    return overview(app);
  });
}
