// Ratings in GraphQL: an order's ratings on the customer's own `Order` (read from `viewer`'s
// order history), `rateMeal`, a meal's public average (`Meal.rating`), and the admin's reports.
import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { perRequest } from '../../graphql/perRequest.ts';
import { loadMealRow, MealRef } from '../catalog/graphql.ts';
import { OrderRef } from '../ordering/graphql.ts';
import {
  mealRatingReport,
  PUBLIC_RATING_MIN_COUNT,
  rateMeal,
  ratingLeaders,
  ratingsOfOrders,
  publicRatingSummaries,
  RATING_CHANGE_DAYS,
  type MealRatingReport,
  type OrderMealRating,
  type OrderRatings,
  type RankedMeal,
  type RatingComment,
  type RatingSummary,
} from './ratings.service.ts';

/** The orders one request asks ratings of are read together (Order History's page). */
const loadOrderRatings = (ctx: GraphQLContext, orderId: number): Promise<OrderRatings> =>
  perRequest(
    ctx,
    'orderRatings',
    () =>
      new DataLoader<number, OrderRatings>(async (ids) => {
        const found = await ratingsOfOrders(ctx.app, [...ids]);
        return ids.map((id) => found.get(id) ?? new NotFoundError('Order not found'));
      }),
  ).load(orderId);

const MealRatingEntryRef = builder.objectRef<OrderMealRating>('OrderMealRating').implement({
  description: "One meal of an order with the customer's rating of it.",
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID('OrderMealRating', `${entry.orderId}:${entry.mealId}`) }),
    meal: t.field({ type: MealRef, resolve: (entry, _args, ctx) => loadMealRow(ctx, entry.mealId) }),
    stars: t.int({ nullable: true, description: '1 to 5; null until rated.', resolve: (e) => e.rating?.stars ?? null }),
    comment: t.string({ resolve: (entry) => entry.rating?.comment ?? '' }),
    ratedAt: t.field({ type: 'DateTime', nullable: true, resolve: (entry) => entry.rating?.createdAt ?? null }),
    editableUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: `A rating can change for ${RATING_CHANGE_DAYS} days after it was first given.`,
      resolve: (entry) => entry.editableUntil,
    }),
    canRate: t.boolean({
      description: 'The order is delivered and the rating is not given yet or still within its window.',
      resolve: (entry) => entry.canRate,
    }),
  }),
});

const OrderRatingsRef = builder.objectRef<OrderRatings>('OrderRatings').implement({
  fields: (t) => ({
    delivered: t.boolean({
      description: 'The order counts as delivered (marked delivered, or its delivery day is over): it can be rated.',
      resolve: (ratings) => ratings.delivered,
    }),
    meals: t.field({ type: [MealRatingEntryRef], resolve: (ratings) => ratings.meals }),
  }),
});

// On Order, whose scope already lets only its customer (or an admin) read it.
builder.objectField(OrderRef, 'ratings', (t) =>
  t.field({
    type: OrderRatingsRef,
    description: "Each meal of the order with the customer's rating (one per meal).",
    resolve: (order, _args, ctx) => loadOrderRatings(ctx, order.id),
  }),
);

const RatingSummaryRef = builder.objectRef<RatingSummary>('MealRatingSummary').implement({
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'Stars, one decimal.' }),
    count: t.exposeInt('count'),
  }),
});

// Public (listed in publicFields.ts): the same for everyone; a rating announces its meal's change.
builder.objectField(MealRef, 'rating', (t) =>
  t.field({
    type: RatingSummaryRef,
    nullable: true,
    description: `The meal's average stars and count, once it has at least ${PUBLIC_RATING_MIN_COUNT} ratings.`,
    resolve: async (meal, _args, ctx) =>
      (await perRequest(ctx, 'ratingSummaries', () => publicRatingSummaries(ctx.app))).get(meal.id) ?? null,
  }),
);

const RateMealInput = builder.inputType('RateMealInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    mealId: t.id({ required: true }),
    stars: t.int({ required: true, description: '1 to 5.' }),
    comment: t.string({ description: 'Optional; at most 1,000 characters; line breaks are kept.' }),
  }),
});

const RateMealPayload = builder.objectRef<OrderMealRating>('RateMealPayload').implement({
  fields: (t) => ({
    rating: t.field({ type: MealRatingEntryRef, resolve: (entry) => entry }),
  }),
});

builder.mutationField('rateMeal', (t) =>
  t.field({
    type: RateMealPayload,
    authScopes: { customer: true },
    description: `Rates one meal of the customer's delivered order (1 to 5 stars), or changes the rating within ${RATING_CHANGE_DAYS} days.`,
    args: { input: t.arg({ type: RateMealInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: (_root, { input }, ctx) => rateMeal(ctx.app, ctx.viewer.customer!.id, input),
  }),
);

// --- admins

const RatingCommentRef = builder.objectRef<RatingComment>('MealRatingComment').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    stars: t.exposeInt('stars'),
    comment: t.exposeString('comment'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    customerName: t.exposeString('customerName'),
    orderDatabaseId: t.exposeInt('orderId'),
  }),
});

const MealRatingReportRef = builder.objectRef<MealRatingReport>('MealRatingReport').implement({
  description: "One meal's ratings for the back office.",
  fields: (t) => ({
    mealDatabaseId: t.exposeInt('mealId'),
    title: t.exposeString('title'),
    count: t.exposeInt('count'),
    average: t.exposeFloat('average', { nullable: true, description: 'One decimal; null without ratings.' }),
    distribution: t.exposeIntList('distribution', {
      description: 'How many ratings gave 1, 2, 3, 4 and 5 stars, in that order.',
    }),
    comments: t.field({
      type: [RatingCommentRef],
      description: 'The ratings with a comment, newest first (the last 200).',
      resolve: (report) => report.comments,
    }),
  }),
});

const RankedMealRef = builder.objectRef<RankedMeal>('RatedMeal').implement({
  fields: (t) => ({
    mealDatabaseId: t.exposeInt('mealId'),
    title: t.exposeString('title'),
    average: t.exposeFloat('average'),
    count: t.exposeInt('count'),
  }),
});

const RatingLeadersRef = builder
  .objectRef<{ minCount: number; best: RankedMeal[]; worst: RankedMeal[] }>('RatingLeaders')
  .implement({
    fields: (t) => ({
      minCount: t.exposeInt('minCount', { description: 'Only meals with at least this many ratings are ranked.' }),
      best: t.field({ type: [RankedMealRef], resolve: (leaders) => leaders.best }),
      worst: t.field({ type: [RankedMealRef], resolve: (leaders) => leaders.worst }),
    }),
  });

builder.queryFields((t) => ({
  adminMealRatings: t.field({
    type: MealRatingReportRef,
    authScopes: { admin: true },
    description: "One meal's average, count, distribution and comments (admins only).",
    args: { mealId: t.arg.id({ required: true }) },
    resolve: (_root, { mealId }, { app }) => mealRatingReport(app, mealId),
  }),
  adminRatingLeaders: t.field({
    type: RatingLeadersRef,
    authScopes: { admin: true },
    description: `The 5 best and 5 worst rated meals with at least ${PUBLIC_RATING_MIN_COUNT} ratings (admins only).`,
    resolve: (_root, _args, { app }) => ratingLeaders(app),
  }),
}));
