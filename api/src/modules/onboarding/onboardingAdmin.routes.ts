// The back office's REST paths for neighbourhoods, invitation codes and the waitlist
// (admin specification §7), on the same services as GraphQL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { InvitationCode, Neighborhood, WaitlistEntry } from '../../generated/prisma/client.ts';
import { registerCrudRoutes } from '../../http/crudRoutes.ts';
import { pickJson } from '../../http/rest.ts';
import { requireAdminAnswer } from '../../http/requestContext.ts';
import {
  createInvitationCode,
  deleteInvitationCode,
  listInvitationCodes,
  updateInvitationCode,
} from './invitationCodes.service.ts';
import {
  createNeighborhood,
  deleteNeighborhood,
  listNeighborhoodsForAdmin,
  updateNeighborhood,
} from './neighborhoods.service.ts';
import {
  deleteWaitlistEntry,
  exportWaitlistCsv,
  inviteWaitlistEntry,
  listWaitlist,
  topWaitlistNeighborhoods,
} from './waitlist.service.ts';

const neighborhoodJson = ({ id, name, nameAr, city, isServiced }: Neighborhood) => ({
  id,
  name,
  nameAr,
  city,
  isServiced,
});

const codeJson = (code: InvitationCode) =>
  pickJson(code, ['id', 'code', 'isActive', 'maxUses', 'currentUses', 'description', 'createdAt']);

const waitlistJson = (entry: WaitlistEntry) =>
  pickJson(entry, ['id', 'email', 'neighborhood', 'invitationCode', 'rejectionReason', 'createdAt']);

type WithId = { Params: { id: string } };

export function registerOnboardingAdminRoutes(server: FastifyInstance, app: AppContext): void {
  const adminOf = (request: FastifyRequest, reply: FastifyReply) => requireAdminAnswer(app, request, reply);

  registerCrudRoutes(server, app, '/api/admin/neighborhoods', {
    json: neighborhoodJson,
    list: listNeighborhoodsForAdmin,
    create: createNeighborhood,
    update: updateNeighborhood,
    remove: deleteNeighborhood,
  });
  registerCrudRoutes(server, app, '/api/admin/invitation-codes', {
    json: codeJson,
    list: listInvitationCodes,
    create: createInvitationCode,
    update: updateInvitationCode,
    remove: deleteInvitationCode,
  });

  server.get('/api/admin/waitlist', async (request, reply) => {
    await adminOf(request, reply);
    const [entries, topNeighborhoods] = await Promise.all([listWaitlist(app), topWaitlistNeighborhoods(app)]);
    return { waitlistEntries: entries.map(waitlistJson), topNeighborhoods };
  });
  server.get('/api/admin/waitlist/export', async (request, reply) => {
    await adminOf(request, reply);
    const { filename, content } = await exportWaitlistCsv(app);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(content);
  });
  server.post<WithId>('/api/admin/waitlist/:id/invite', async (request, reply) => {
    const admin = await adminOf(request, reply);
    const { entry, code } = await inviteWaitlistEntry(app, admin.id, request.params.id);
    reply.status(201);
    return { email: entry.email, code };
  });
  server.delete<WithId>('/api/admin/waitlist/:id', async (request, reply) => {
    const admin = await adminOf(request, reply);
    await deleteWaitlistEntry(app, admin.id, request.params.id);
    return { success: true };
  });
}
