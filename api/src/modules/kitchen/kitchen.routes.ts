// REST for the kitchen and the drivers: Meal Prep and delivery sheets, as JSON and as CSV.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app.ts';
import { requireAdmin, requireAdminAnswer, requireAdminOrPartnerAnswer } from '../../http/requestContext.ts';
import { deliverySheet, deliverySheetCsv } from './deliverySheet.service.ts';
import { startDelivery } from './deliveryStart.service.ts';
import { mealPrep, mealPrepCsv, type CsvFile } from './mealPrep.service.ts';

type SheetQuery = { Querystring: { weekId?: string; slot?: string } };

const sendCsv = (reply: FastifyReply, { filename, content }: CsvFile) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(content);

export function registerKitchenRoutes(server: FastifyInstance, app: AppContext): void {
  server.get<SheetQuery>('/api/admin/meal-prep', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return mealPrep(app, request.query.weekId);
  });
  server.get<SheetQuery>('/api/admin/meal-prep/export', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return sendCsv(reply, await mealPrepCsv(app, request.query.weekId));
  });
  // Couriers' systems read the sheet with a partner key holding deliveries:read.
  server.get<SheetQuery>('/api/admin/delivery-sheet', async (request, reply) => {
    await requireAdminOrPartnerAnswer(app, request, reply, 'deliveries:read');
    return deliverySheet(app, request.query.weekId, request.query.slot);
  });
  server.get<SheetQuery>('/api/admin/delivery-sheet/export', async (request, reply) => {
    await requireAdminOrPartnerAnswer(app, request, reply, 'deliveries:read');
    return sendCsv(reply, await deliverySheetCsv(app, request.query.weekId, request.query.slot));
  });
  server.post('/api/admin/delivery-sheet/start', async (request) => {
    const admin = await requireAdmin(app, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return startDelivery(app, admin.id, body.weekId, body.slot);
  });
}
