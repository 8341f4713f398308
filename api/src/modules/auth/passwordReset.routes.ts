import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requestMeta, viewerOf } from '../../http/requestContext.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.service.ts';

export function registerPasswordResetRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/auth/forgot-password', async (request, reply) => {
    const meta = requestMeta(request);
    privateNoStore(reply);
    return requestPasswordReset(app, request.body, meta);
  });

  server.post('/api/auth/reset-password', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    privateNoStore(reply);
    return resetPassword(app, request.body, viewer.customerToken);
  });
}
