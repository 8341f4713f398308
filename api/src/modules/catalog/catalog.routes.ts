import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Meal, Week } from '../../generated/prisma/client.ts';
import { servePublic, servePublicInLanguage } from '../../http/publicCache/index.ts';
import { isoDate } from '../../http/rest.ts';
import { registerCatalogAdminRoutes } from './catalogAdmin.routes.ts';
import { mealJson } from './mealJson.ts';
import { categoryLabels, searchCatalogue } from './meals.service.ts';
import { getWeekByRef, getWeekMenu, listUpcomingWeeks, weekIsLive } from './menus.service.ts';

export function weekJson(app: AppContext, week: Week) {
  return {
    id: week.id,
    label: week.label,
    startDate: isoDate(week.startDate),
    endDate: isoDate(week.endDate),
    deliveryDate: isoDate(week.deliveryDate),
    orderDeadline: week.orderDeadline.toISOString(),
    isSelectable: week.isSelectable,
    isLive: weekIsLive(app, week),
  };
}

const weekShown = (week: Week) => ({ typename: 'Week', id: week.id });
const mealShown = (meal: Meal) => ({ typename: 'Meal', id: meal.id });

export function registerCatalogRoutes(server: FastifyInstance, app: AppContext): void {
  registerCatalogAdminRoutes(server, app);

  server.get('/api/weeks', (request, reply) =>
    servePublic(request, reply, async () => {
      const weeks = await listUpcomingWeeks(app);
      return { json: weeks.map((week) => weekJson(app, week)), shows: [{ typename: 'Week' }, ...weeks.map(weekShown)] };
    }),
  );

  server.get<{ Params: { id: string } }>('/api/weeks/:id', (request, reply) =>
    servePublic(request, reply, async () => {
      const week = await getWeekByRef(app, request.params.id);
      return { json: weekJson(app, week), shows: [weekShown(week)] };
    }),
  );

  server.get<{ Params: { weekId: string } }>('/api/menu/:weekId', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const week = await getWeekByRef(app, request.params.weekId);
      const items = await getWeekMenu(app, week.id);
      return {
        json: {
          weekId: week.id,
          week: weekJson(app, week),
          meals: items.map((item) => ({
            ...mealJson(item.meal, language),
            isFeatured: item.isFeatured,
            sortOrder: item.sortOrder,
          })),
        },
        // `current` names another week once the week rolls over: any new week drops it.
        shows: [weekShown(week), ...(request.params.weekId === 'current' ? [{ typename: 'Week' }] : [])].concat(
          items.map((item) => mealShown(item.meal)),
        ),
      };
    }),
  );

  server.get<{ Querystring: { search?: string; category?: string } }>('/api/meals', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const category = request.query.category;
      const meals = await searchCatalogue(app, {
        search: request.query.search,
        category: category && category in categoryLabels ? (category as keyof typeof categoryLabels) : null,
      }).list();
      // A meal added (or edited into the search) is announced as the type: every list drops.
      return {
        json: meals.map((meal) => mealJson(meal, language)),
        shows: [{ typename: 'Meal' }, ...meals.map(mealShown)],
      };
    }),
  );
}
