import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { WeekMenuItem } from '../../generated/prisma/client.ts';
import { pickJson } from '../../http/rest.ts';
import { requireAdminAnswer } from '../../http/requestContext.ts';
import { adminMealJson } from './mealJson.ts';
import { createMeal, deleteMeal, updateMeal } from './mealAdmin.service.ts';
import { addMealToWeek, removeMealFromWeek } from './weekMenuAdmin.service.ts';

const entryJson = (entry: WeekMenuItem) =>
  pickJson(entry, ['id', 'weekId', 'mealId', 'isAvailable', 'isFeatured', 'sortOrder']);

type Body = Record<string, unknown> | undefined;

/** The admin specification's meal and week-menu paths (admins only; the same services as GraphQL). */
export function registerCatalogAdminRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/admin/meals', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    const meal = await createMeal(app, admin.id, request.body);
    return reply.status(201).send(adminMealJson(meal));
  });

  server.put<{ Params: { id: string } }>('/api/admin/meals/:id', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return adminMealJson(await updateMeal(app, admin.id, request.params.id, request.body));
  });

  server.delete<{ Params: { id: string } }>('/api/admin/meals/:id', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    const { hidden } = await deleteMeal(app, admin.id, request.params.id);
    return { success: true, hidden };
  });

  server.post<{ Params: { weekId: string } }>('/api/weeks/:weekId/meals', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    const { entry } = await addMealToWeek(app, admin.id, { ...(request.body as Body), weekId: request.params.weekId });
    return reply.status(201).send(entryJson(entry));
  });

  server.delete<{ Params: { weekId: string; mealId: string } }>(
    '/api/weeks/:weekId/meals/:mealId',
    async (request, reply) => {
      const admin = await requireAdminAnswer(app, request, reply);
      await removeMealFromWeek(app, admin.id, request.params);
      return { success: true };
    },
  );
}
