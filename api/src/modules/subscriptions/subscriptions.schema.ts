import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../../errors.ts';
import type { Order, Subscription, Week } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { payloadQuery } from '../../graphql/payloadQuery.ts';
import { cancelReasonLabel } from '../../shared/rules.ts';
import { WeekRef } from '../catalog/graphql.ts';
import { DeliverySlotEnum, OrderRef, PortionSizeEnum } from '../ordering/graphql.ts';
import {
  cancelSubscription,
  listPaymentMethods,
  pauseSubscription,
  resumeSubscription,
  startCardUpdate,
  startSubscription,
  updateSubscriptionDefaults,
  type CardSetup,
  type SubscriptionQuery,
} from './subscriptions.service.ts';

export const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', {
  values: ['active', 'cancelled'] as const,
});

/** Only the owner reaches a subscription or a saved card; for anyone else it does not exist. */
const ownFilter = (customerId: number | undefined) => ({ customerId: customerId ?? -1 });

export const PaymentMethodRef = builder.prismaNode('SavedCard', {
  name: 'PaymentMethod',
  description: 'A card saved with Paymob for the weekly charges (only its brand and last digits are kept).',
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: Number(id), ...ownFilter(ctx.viewer.customer?.id) }),
  authScopes: (card, { viewer }) => viewer.customer?.id === card.customerId,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    cardBrand: t.exposeString('cardBrand'),
    maskedPan: t.exposeString('maskedPan'),
    last4: t.string({ resolve: (card) => card.maskedPan.slice(-4) }),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'The card the weekly charges use (the subscription’s card, else the default).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CustomerSubscriptionRef = builder.prismaNode('Subscription', {
  name: 'CustomerSubscription',
  description:
    "A customer's weekly subscription: its state, the defaults each new week's order starts from, the card charged.",
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: Number(id), ...ownFilter(ctx.viewer.customer?.id) }),
  authScopes: (subscription, { viewer }) => viewer.admin !== null || viewer.customer?.id === subscription.customerId,
  fields: (t) => ({
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    cancelReason: t.string({
      nullable: true,
      description: 'Why the customer cancelled, as the dialog words it (null while active, or when not given).',
      resolve: (subscription) => cancelReasonLabel(subscription.cancelReason),
    }),
    cancelReasonText: t.exposeString('cancelReasonText', {
      nullable: true,
      description: "The customer's own words (always for Other).",
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    mealCount: t.exposeInt('mealCount'),
    portionSize: t.expose('portionSize', { type: PortionSizeEnum }),
    deliverySlot: t.expose('deliverySlot', { type: DeliverySlotEnum }),
    paymentMethod: t.relation('savedCard', { nullable: true, description: 'The card charged each week.' }),
  }),
});

builder.prismaObjectFields('Customer', (t) => ({
  subscription: t.relation('subscription', {
    nullable: true,
    description: 'The weekly subscription, or null if the customer never subscribed.',
  }),
  paymentMethods: t.field({
    type: [PaymentMethodRef],
    description: 'Saved cards, newest first; `isDefault` marks the one the weekly charges use.',
    resolve: (customer, _args, { app }) => listPaymentMethods(app, customer.id),
  }),
}));

const CardSetupRef = builder.objectRef<CardSetup>('CardSetup').implement({
  description: "Paymob's hosted checkout that saves a card (an EGP 1 verification): send the browser to `checkoutUrl`.",
  fields: (t) => ({
    intentionId: t.exposeString('intentionId'),
    publicKey: t.exposeString('publicKey'),
    clientSecret: t.exposeString('clientSecret'),
    checkoutUrl: t.exposeString('checkoutUrl'),
  }),
});

const subscriptionPayload = (name: string) =>
  builder.objectRef<{ subscription: Subscription }>(name).implement({
    fields: (t) => ({
      subscription: t.field({ type: CustomerSubscriptionRef, resolve: (payload) => payload.subscription }),
    }),
  });

const SubscriptionStartPayload = builder
  .objectRef<{ subscription: Subscription; cardSetup: CardSetup | null }>('SubscriptionStartPayload')
  .implement({
    fields: (t) => ({
      subscription: t.field({ type: CustomerSubscriptionRef, resolve: (payload) => payload.subscription }),
      cardSetup: t.field({
        type: CardSetupRef,
        nullable: true,
        description: 'Set when no card is saved yet: save one there before the first deadline.',
        resolve: (payload) => payload.cardSetup,
      }),
    }),
  });

const PaymentMethodUpdatePayload = builder.objectRef<{ cardSetup: CardSetup }>('PaymentMethodUpdatePayload').implement({
  fields: (t) => ({ cardSetup: t.field({ type: CardSetupRef, resolve: (payload) => payload.cardSetup }) }),
});

const SubscriptionDefaultsUpdateInput = builder.inputType('SubscriptionDefaultsUpdateInput', {
  description: 'Only the fields sent change (at least one); a field left out or null keeps its value.',
  fields: (t) => ({
    mealCount: t.int({ required: false }),
    portionSize: t.field({ type: PortionSizeEnum, required: false }),
    deliverySlot: t.field({ type: DeliverySlotEnum, required: false }),
  }),
});

const SubscriptionStartInput = builder.inputType('SubscriptionStartInput', {
  fields: (t) => ({
    paymentMethod: t.string({
      required: false,
      description: 'Only `card` (or `credit_card`): subscriptions are paid by card.',
    }),
  }),
});

const PaymentMethodUpdateInput = builder.inputType('PaymentMethodUpdateInput', {
  fields: (t) => ({
    address: t.string({
      required: false,
      description: 'Billing address as JSON (name, street, building, floor, apartment, phone); the profile fills gaps.',
    }),
  }),
});

const SubscriptionCancelInput = builder.inputType('SubscriptionCancelInput', {
  fields: (t) => ({
    reason: t.string({
      required: false,
      description: 'One of too_expensive, not_enough_variety, taste_or_portions, delivery, travelling, other.',
    }),
    reasonText: t.string({ required: false, description: 'Required with `other`; at most 500 characters.' }),
  }),
});

const SubscriptionPauseInput = builder.inputType('SubscriptionPauseInput', {
  fields: (t) => ({ weeks: t.int({ required: true, description: 'How many upcoming weeks to skip: 1 to 4.' }) }),
});

const SubscriptionPausePayload = builder
  .objectRef<{ orders: (Order & { week: Week })[] }>('SubscriptionPausePayload')
  .implement({
    fields: (t) => ({
      weeks: t.field({
        type: [WeekRef],
        description: 'The weeks now skipped, soonest first.',
        resolve: (payload) => payload.orders.map((order) => order.week),
      }),
      orders: t.field({
        type: [OrderRef],
        description: 'Their orders, now skipped (the account updates them in place).',
        resolve: (payload) => payload.orders,
      }),
    }),
  });

const subscriptionQuery = (ctx: Parameters<typeof payloadQuery>[0], info: Parameters<typeof payloadQuery>[1]) =>
  payloadQuery<SubscriptionQuery>(ctx, info, 'CustomerSubscription', 'subscription');

const lifecycleErrors = [NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  subscriptionCancel: t.field({
    type: subscriptionPayload('SubscriptionCancelPayload'),
    authScopes: { customer: true },
    description: 'Cancels the subscription: unpaid orders are cancelled, paid ones are still delivered.',
    args: { input: t.arg({ type: SubscriptionCancelInput, required: false }) },
    errors: { types: [ValidationError, ...lifecycleErrors] },
    resolve: async (_root, { input }, ctx, info) => ({
      subscription: await cancelSubscription(
        ctx.app,
        ctx.viewer.customer!.id,
        subscriptionQuery(ctx, info),
        input ?? null,
      ),
    }),
  }),
  subscriptionPause: t.field({
    type: SubscriptionPausePayload,
    authScopes: { customer: true },
    description:
      'Skips the next 1 to 4 upcoming deliveries in one step, all or nothing (paid weeks are delivered and passed over).',
    args: { input: t.arg({ type: SubscriptionPauseInput, required: true }) },
    errors: { types: [ValidationError, ...lifecycleErrors] },
    resolve: async (_root, { input }, ctx) => ({
      orders: await pauseSubscription(ctx.app, ctx.viewer.customer!.id, input),
    }),
  }),
  subscriptionResume: t.field({
    type: subscriptionPayload('SubscriptionResumePayload'),
    authScopes: { customer: true },
    description: 'Resumes a cancelled subscription; the live weeks get orders from the defaults again.',
    errors: { types: lifecycleErrors },
    resolve: async (_root, _args, ctx, info) => ({
      subscription: await resumeSubscription(ctx.app, ctx.viewer.customer!.id, subscriptionQuery(ctx, info)),
    }),
  }),
  subscriptionDefaultsUpdate: t.field({
    type: subscriptionPayload('SubscriptionDefaultsUpdatePayload'),
    authScopes: { customer: true },
    description: 'New defaults for the coming weeks; live-week orders not yet touched follow them.',
    args: { input: t.arg({ type: SubscriptionDefaultsUpdateInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { input }, ctx, info) => ({
      subscription: await updateSubscriptionDefaults(
        ctx.app,
        ctx.viewer.customer!.id,
        input,
        subscriptionQuery(ctx, info),
      ),
    }),
  }),
  subscriptionStart: t.field({
    type: SubscriptionStartPayload,
    authScopes: { customer: true },
    description: 'Starts (or restarts) the weekly subscription of the signed-in customer.',
    args: { input: t.arg({ type: SubscriptionStartInput, required: false }) },
    errors: { types: [ValidationError, ConflictError] },
    resolve: (_root, { input }, ctx, info) =>
      startSubscription(ctx.app, ctx.viewer.customer!.id, input ?? {}, subscriptionQuery(ctx, info)),
  }),
  paymentMethodUpdate: t.field({
    type: PaymentMethodUpdatePayload,
    authScopes: { customer: true },
    description: "Starts saving a new card for the weekly charges through Paymob's hosted checkout.",
    args: { input: t.arg({ type: PaymentMethodUpdateInput, required: false }) },
    errors: { types: [ValidationError, UnavailableError] },
    resolve: async (_root, { input }, ctx) => ({
      cardSetup: await startCardUpdate(ctx.app, ctx.viewer.customer!.id, input ?? {}),
    }),
  }),
}));
