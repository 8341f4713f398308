// REST for ratings, on the same service as GraphQL: the customer's ratings of one order, and the
// admin's report of one meal and the best and worst rated.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { requireAdminAnswer, requireCustomerAnswer } from '../../http/requestContext.ts';
import { mealRatingReport, orderRatings, rateOrder, ratingLeaders, type OrderRatings } from './ratings.service.ts';

function ratingsJson(ratings: OrderRatings) {
  return {
    orderId: ratings.orderId,
    delivered: ratings.delivered,
    meals: ratings.meals.map((meal) => ({
      mealId: meal.mealId,
      stars: meal.rating?.stars ?? null,
      comment: meal.rating?.comment ?? '',
      ratedAt: meal.rating?.createdAt.toISOString() ?? null,
      editableUntil: meal.editableUntil?.toISOString() ?? null,
      canRate: meal.canRate,
    })),
  };
}

export function registerRatingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get<{ Params: { id: string } }>('/api/user/orders/:id/ratings', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return ratingsJson(await orderRatings(app, customer.id, request.params.id));
  });
  server.put<{ Params: { id: string } }>('/api/user/orders/:id/ratings', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return ratingsJson(await rateOrder(app, customer.id, request.params.id, request.body));
  });
  server.get<{ Params: { id: string } }>('/api/admin/meals/:id/ratings', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    const report = await mealRatingReport(app, request.params.id);
    return {
      ...report,
      comments: report.comments.map((c) => ({
        ...c,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      })),
    };
  });
  server.get('/api/admin/ratings/leaders', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return ratingLeaders(app);
  });
}
