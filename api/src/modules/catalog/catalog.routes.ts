import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Meal, Week } from '../../generated/prisma/client.ts';
import { isoDate, publicCache } from '../../http/rest.ts';
import { toPounds } from '../../lib/money.ts';
import { registerCatalogAdminRoutes } from './catalogAdmin.routes.ts';
import { categoryLabels, largeNutrition, searchCatalogue } from './meals.service.ts';
import { getWeekByRef, getWeekMenu, listUpcomingWeeks, weekIsLive } from './menus.service.ts';

export function mealJson(meal: Meal) {
  const large = largeNutrition(meal);
  return {
    id: meal.id,
    title: meal.title,
    description: meal.description,
    ingredients: meal.ingredients,
    tags: meal.tags,
    category: categoryLabels[meal.category],
    categoryKey: meal.category,
    imageUrl: meal.imageUrl,
    calories: meal.calories,
    protein: meal.protein,
    caloriesLarge: large.calories,
    proteinLarge: large.protein,
    price: toPounds(meal.pricePiasters),
  };
}

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

export function registerCatalogRoutes(server: FastifyInstance, app: AppContext): void {
  registerCatalogAdminRoutes(server, app);

  server.get('/api/weeks', async (_request, reply) => {
    publicCache(reply);
    return (await listUpcomingWeeks(app)).map((week) => weekJson(app, week));
  });

  server.get<{ Params: { id: string } }>('/api/weeks/:id', async (request, reply) => {
    const week = await getWeekByRef(app, request.params.id);
    publicCache(reply);
    return weekJson(app, week);
  });

  server.get<{ Params: { weekId: string } }>('/api/menu/:weekId', async (request, reply) => {
    const week = await getWeekByRef(app, request.params.weekId);
    const items = await getWeekMenu(app, week.id);
    publicCache(reply);
    return {
      weekId: week.id,
      week: weekJson(app, week),
      meals: items.map((item) => ({
        ...mealJson(item.meal),
        isFeatured: item.isFeatured,
        sortOrder: item.sortOrder,
      })),
    };
  });

  server.get<{ Querystring: { search?: string; category?: string } }>('/api/meals', async (request, reply) => {
    const category = request.query.category;
    const meals = await searchCatalogue(app, {
      search: request.query.search,
      category: category && category in categoryLabels ? (category as keyof typeof categoryLabels) : null,
    }).list();
    publicCache(reply);
    return meals.map(mealJson);
  });
}
