import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { isoDate, pickJson } from '../../http/rest.ts';
import { requireCustomerAnswer } from '../../http/requestContext.ts';
import { hasUsedTrialBox, isSubscriber } from '../auth/index.ts';
import { orderJson } from '../ordering/http.ts';
import {
  addressOf,
  getProfile,
  listUpcomingDeliveriesWithItems,
  profileInclude,
  updateProfile,
} from './account.service.ts';
import { getFoodProfile, updateFoodProfile } from './foodProfile.service.ts';

type Profile = Awaited<ReturnType<typeof getProfile<{ include: typeof profileInclude }>>>;

/** The profile as the old product's pages read it: the address as a JSON string. */
function profileJson(customer: Profile) {
  return {
    ...pickJson(customer, ['id', 'name', 'email', 'phone', 'preferredLanguage']),
    address: JSON.stringify(addressOf(customer)),
    userType: customer.userType,
    hasUsedTrialBox: hasUsedTrialBox(customer),
    isSubscriber: isSubscriber(customer),
  };
}

export function registerAccountRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/user/upcoming-meals', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const entries = await listUpcomingDeliveriesWithItems(app, customer.id);
    return entries.map(({ week, order, capabilities, restriction, selectedMealCount }) => {
      const json = order ? orderJson(order) : null;
      return {
        weekId: week.id,
        weekLabel: week.label,
        orderId: order?.id ?? null,
        orderDeadline: week.orderDeadline.toISOString(),
        deliveryDate: isoDate(week.deliveryDate),
        mealCount: json?.mealCount ?? null,
        defaultPortionSize: json?.defaultPortionSize ?? null,
        deliverySlot: json?.deliverySlot ?? null,
        items: json?.items ?? [],
        status: json?.status ?? null,
        isSkipped: json?.isSkipped ?? false,
        paymentMethod: json?.paymentMethod ?? null,
        paymentStatus: json?.paymentStatus ?? null,
        total: json?.total ?? null,
        selectedMealCount,
        hasIncompleteSelection: order !== null && order.status !== 'skipped' && selectedMealCount < order.mealCount,
        isDeadlinePassed: capabilities?.isDeadlinePassed ?? week.orderDeadline <= app.now(),
        canEdit: capabilities?.canEdit ?? false,
        canSkip: capabilities?.canSkip ?? false,
        canUnskip: capabilities?.canUnskip ?? false,
        canChangePayment: capabilities?.canChangePayment ?? false,
        restriction,
      };
    });
  });

  server.get('/api/user/profile', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return profileJson(await getProfile(app, customer.id, { include: profileInclude }));
  });

  server.patch('/api/user/profile', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return profileJson(await updateProfile(app, customer.id, request.body, { include: profileInclude }));
  });

  // The food profile: { avoidAllergens, followDiets, dislikedIngredients }; PUT replaces
  // the lists it names.
  server.get('/api/user/food-profile', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return getFoodProfile(app, customer.id);
  });

  server.put('/api/user/food-profile', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return updateFoodProfile(app, customer.id, request.body);
  });
}
