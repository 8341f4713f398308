import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { Order, Prisma, Week } from '../../generated/prisma/client.ts';
import { rowPayload } from '../../graphql/adminMutations.ts';
import { LanguageEnum } from '../auth/graphql.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionPageArgs } from '../../graphql/pagination.ts';
import { fieldQuery, payloadQuery } from '../../graphql/payloadQuery.ts';
import { AllergenEnum, DietEnum, WeekRef } from '../catalog/graphql.ts';
import { foodProfileSelect, updateFoodProfile, type FoodProfileRow } from './foodProfile.service.ts';
import { type WeekQuery } from '../catalog/index.ts';
import { OrderRef } from '../ordering/graphql.ts';
import { pendingOrderArgs, type OrderQuery } from '../ordering/index.ts';
import {
  addressOf,
  getProfile,
  upcomingDeliveriesOf,
  upcomingDeliveriesSelect,
  orderHistoryOrder,
  orderHistoryWhere,
  updateProfile,
  type WeekRestriction,
} from './account.service.ts';

const WeekRestrictionEnum = builder.enumType('WeekRestriction', {
  description: 'Why a week cannot be chosen: the subscription was cancelled, or a trial customer has not subscribed.',
  values: ['subscription_needed', 'start_subscription'] as const,
});

const UpcomingWeekRef = builder
  .objectRef<{ week: Week; order: Order | null; restriction: WeekRestriction | null }>('UpcomingWeek')
  .implement({
    description: "One upcoming delivery week of the customer's account, with its order if there is one.",
    fields: (t) => ({
      week: t.field({ type: WeekRef, resolve: (entry) => entry.week }),
      order: t.field({
        type: OrderRef,
        nullable: true,
        description: "The customer's order for the week (what can still change is on the order).",
        resolve: (entry) => entry.order,
      }),
      restriction: t.field({ type: WeekRestrictionEnum, nullable: true, resolve: (entry) => entry.restriction }),
    }),
  });

const AddressRef = builder.objectRef<ReturnType<typeof addressOf>>('CustomerAddress').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    apartment: t.exposeString('apartment'),
    building: t.exposeString('building'),
    floor: t.exposeString('floor'),
    area: t.exposeString('area', { description: "The neighbourhood's name." }),
    landmark: t.exposeString('landmark'),
    deliveryNotes: t.exposeString('deliveryNotes'),
  }),
});

const FoodProfileRef = builder.objectRef<FoodProfileRow>('FoodProfile').implement({
  description: "What the customer cannot or will not eat: the menu warns about it, the chef's choice never picks it.",
  fields: (t) => ({
    avoidAllergens: t.field({ type: [AllergenEnum], resolve: (profile) => profile.avoidAllergens as never }),
    followDiets: t.field({ type: [DietEnum], resolve: (profile) => profile.followDiets as never }),
    dislikedIngredients: t.stringList({
      description: 'Free-text tags, lower-cased; a meal listing one among its ingredients conflicts.',
      resolve: (profile) => profile.dislikedIngredients,
    }),
  }),
});

/** The signed-in customer's account: profile, upcoming deliveries, order history. */
export const ViewerRef = builder.prismaObject('Customer', {
  variant: 'Viewer',
  description: "The signed-in customer's own account.",
  fields: (t) => ({
    customer: t.variant('Customer'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true, description: '+201XXXXXXXXX' }),
    preferredLanguage: t.expose('preferredLanguage', { type: LanguageEnum }),
    address: t.field({
      type: AddressRef,
      select: { neighborhood: { select: { name: true } } },
      resolve: (customer) => addressOf(customer),
    }),
    foodProfile: t.field({
      type: FoodProfileRef,
      select: foodProfileSelect,
      resolve: (customer) => ({
        avoidAllergens: customer.avoidAllergens,
        followDiets: customer.followDiets,
        dislikedIngredients: customer.dislikedIngredients,
      }),
    }),
    upcomingWeeks: t.connection({
      type: UpcomingWeekRef,
      description: 'One entry per week not yet over that starts within the live window, soonest first.',
      validate: connectionPageArgs,
      // The plan and the orders (with what the selection asks of them) in the viewer's own read.
      select: (_args, ctx, nestedSelection) =>
        upcomingDeliveriesSelect(ctx.app, nestedSelection({}, ['edges', 'node', 'order'], 'Order') as OrderQuery),
      resolve: async (customer, args, ctx, info) => {
        const week = queryFromInfo({ context: ctx, info, typeName: 'Week', path: ['edges', 'node', 'week'] });
        const entries = await upcomingDeliveriesOf(ctx.app, customer, week as WeekQuery);
        return resolveArrayConnection({ args }, entries);
      },
    }),
    pendingOrder: t.field({
      type: OrderRef,
      nullable: true,
      description:
        'The order awaiting checkout: unpaid (or its last card payment did not go through: `paymentRetry`), on a week still before its deadline.',
      // In the viewer's own read: Pothos plans it into the same statement.
      select: (_args, { app }, nestedSelection) => ({
        orders: nestedSelection({ ...pendingOrderArgs(app), take: 1 }),
      }),
      resolve: (customer) => customer.orders[0] ?? null,
    }),
    orderHistory: t.relatedConnection('orders', {
      cursor: 'id',
      description: 'Orders whose payment started (paid, being verified or failed), newest week first.',
      query: { where: orderHistoryWhere, orderBy: orderHistoryOrder },
      validate: connectionPageArgs,
    }),
  }),
});

const AddressInput = builder.inputType('CustomerAddressInput', {
  fields: (t) => ({
    name: t.string(),
    street: t.string(),
    apartment: t.string(),
    building: t.string(),
    floor: t.string(),
    area: t.string({ description: "A served neighbourhood's name." }),
    landmark: t.string(),
    deliveryNotes: t.string(),
  }),
});

const ProfileUpdateInput = builder.inputType('ProfileUpdateInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string({
      description: 'An Egyptian mobile as people write it (01012345678, 010 1234 5678, +20…, 0020…); empty clears it.',
    }),
    address: t.field({ type: AddressInput }),
    preferredLanguage: t.field({ type: LanguageEnum, description: 'The language e-mails and the web app use.' }),
  }),
});

const ProfileUpdatePayload = rowPayload('ProfileUpdatePayload', 'viewer', ViewerRef);

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description: "The signed-in customer's account, or null.",
    resolve: (_root, _args, ctx, info) =>
      ctx.viewer.customer
        ? getProfile(ctx.app, ctx.viewer.customer.id, fieldQuery<Prisma.CustomerDefaultArgs>(ctx, info, 'Viewer'))
        : null,
  }),
);

builder.mutationField('profileUpdate', (t) =>
  t.field({
    type: ProfileUpdatePayload,
    authScopes: { customer: true },
    description: "Changes the customer's name, e-mail, phone or address.",
    args: { input: t.arg({ type: ProfileUpdateInput, required: true }) },
    errors: { types: [ValidationError, ConflictError] },
    resolve: async (_root, { input }, ctx, info) => ({
      viewer: await updateProfile(ctx.app, ctx.viewer.customer!.id, input, payloadQuery(ctx, info, 'Viewer', 'viewer')),
    }),
  }),
);

const FoodProfileInput = builder.inputType('FoodProfileInput', {
  description: 'Only the lists given change, each replaced whole.',
  fields: (t) => ({
    avoidAllergens: t.field({ type: [AllergenEnum] }),
    followDiets: t.field({ type: [DietEnum] }),
    dislikedIngredients: t.stringList({
      description: 'Free-text tags (trimmed, lower-cased, repeats dropped; at most 20 of at most 40 characters).',
    }),
  }),
});

builder.mutationField('foodProfileUpdate', (t) =>
  t.field({
    type: ProfileUpdatePayload,
    authScopes: { customer: true },
    description: "Changes the customer's food profile (allergens avoided, diets followed, disliked ingredients).",
    args: { input: t.arg({ type: FoodProfileInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx, info) => {
      const customerId = ctx.viewer.customer!.id;
      await updateFoodProfile(ctx.app, customerId, input);
      return { viewer: await getProfile(ctx.app, customerId, payloadQuery(ctx, info, 'Viewer', 'viewer')) };
    },
  }),
);
