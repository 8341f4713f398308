import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Meal, TempMealSelection } from '../../generated/prisma/client.ts';
import { rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { payloadQuery } from '../../graphql/payloadQuery.ts';
import { DELIVERY_SLOTS, MEAL_PORTIONS, PORTION_SIZES, pickedForYou, type MealPortion } from '../../shared/rules.ts';
import { partnerHolds, type Viewer } from '../auth/index.ts';
import { loadMealRow, MealRef } from '../catalog/graphql.ts';
import { orderCapabilities, planStateOf, type OrderCapabilities } from './orderRules.ts';
import { paymentRetryOf, paymentRetrySelect, type PaymentRetry } from './paymentRetry.ts';
import { createOrderFromSelection, findOrderForWeek, type OrderQuery } from './orders.service.ts';
import {
  findTempSelection,
  saveTempSelection,
  selectedMealsWithMeals,
  type TempSelectionQuery,
} from './tempSelections.service.ts';

export const PortionSizeEnum = builder.enumType('PortionSize', { values: PORTION_SIZES });
export const MealPortionEnum = builder.enumType('MealPortion', { values: MEAL_PORTIONS });
export const DeliverySlotEnum = builder.enumType('DeliverySlot', { values: DELIVERY_SLOTS });
export const OrderStatusEnum = builder.enumType('OrderStatus', {
  values: ['not_selected', 'selected', 'skipped', 'cancelled'] as const,
});
export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  values: ['pending', 'processing', 'confirmed', 'failed'] as const,
});
export const PaymentMethodKindEnum = builder.enumType('PaymentMethodKind', { values: ['card', 'instapay'] as const });

/** Only the owner (or an admin) reaches an order; for anyone else it does not exist. */
/**
 * Who reads any order: admins, and partner keys that read orders or mark them delivered (a
 * mark-delivered answer shows the order it marked). Everyone else reads their own.
 */
const readsEveryOrder = (viewer: Viewer) =>
  viewer.admin !== null || partnerHolds(viewer, 'orders:read') || partnerHolds(viewer, 'deliveries:write');

const ownOrderFilter = (ctx: GraphQLContext) =>
  readsEveryOrder(ctx.viewer) ? {} : { customerId: ctx.viewer.customer?.id ?? -1 };

// --- temporary selections

const SelectedMealRef = builder.objectRef<{ meal: Meal; portionSize: MealPortion }>('SelectedMeal').implement({
  fields: (t) => ({
    meal: t.field({ type: MealRef, resolve: (selected) => selected.meal }),
    portionSize: t.field({ type: MealPortionEnum, resolve: (selected) => selected.portionSize }),
  }),
});

const TempMealSelectionRef = builder.prismaObject('TempMealSelection', {
  description: "A visitor's or customer's work-in-progress meal selection, kept 7 days.",
  fields: (t) => ({
    week: t.relation('week'),
    mealCount: t.exposeInt('mealCount'),
    portionSize: t.expose('portionSize', { type: PortionSizeEnum }),
    deliverySlot: t.expose('deliverySlot', { type: DeliverySlotEnum }),
    selectedMeals: t.field({
      type: [SelectedMealRef],
      description: 'In the order they were picked.',
      resolve: (selection, _args, { app }) => selectedMealsWithMeals(app, selection as TempMealSelection),
    }),
  }),
});

export const SelectedMealInput = builder.inputType('SelectedMealInput', {
  fields: (t) => ({
    mealId: t.id({ required: true, description: 'A Meal global ID.' }),
    portionSize: t.field({ type: MealPortionEnum, required: true }),
  }),
});

const TempMealSelectionSaveInput = builder.inputType('TempMealSelectionSaveInput', {
  fields: (t) => ({
    weekId: t.id({ required: true }),
    mealCount: t.int({ required: true }),
    portionSize: t.field({ type: PortionSizeEnum, required: true }),
    deliverySlot: t.field({ type: DeliverySlotEnum, required: true }),
    selectedMeals: t.field({ type: [SelectedMealInput], required: true }),
  }),
});

const TempMealSelectionSavePayload = builder
  .objectRef<{ selection: TempMealSelection }>('TempMealSelectionSavePayload')
  .implement({
    fields: (t) => ({ selection: t.field({ type: TempMealSelectionRef, resolve: (payload) => payload.selection }) }),
  });

// --- orders

/** What the rules read for an order's capabilities: its week's deadline and the customer's plan. */
const capabilitySelect = {
  week: { select: { orderDeadline: true } },
  customer: { select: { subscription: { select: { status: true } } } },
} as const;

export const OrderItemRef = builder.prismaNode('OrderItem', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: Number(id), order: ownOrderFilter(ctx) }),
  fields: (t) => ({
    // From the catalogue in memory: an order's picks are public rows.
    meal: t.field({ type: MealRef, resolve: (item, _args, ctx) => loadMealRow(ctx, item.mealId) }),
    portionSize: t.expose('portionSize', { type: MealPortionEnum }),
    pickReasons: t.exposeStringList('pickReasons', {
      description: "Why the chef's choice picked it (PICK_REASONS codes; `diet:<value>`); empty when the customer did.",
    }),
    pickedForYou: t.string({
      nullable: true,
      description:
        '"picked for you: high protein, not eaten in the last 2 weeks" in the request\'s language; null when the customer picked it.',
      select: { pickReasons: true },
      resolve: (item, _args, ctx) => pickedForYou(item.pickReasons, ctx.language) || null,
    }),
  }),
});

const PaymentRetryReasonEnum = builder.enumType('PaymentRetryReason', {
  values: ['declined', 'expired', 'abandoned', 'unverified'] as const,
});

const PaymentRetryRef = builder.objectRef<PaymentRetry>('PaymentRetry').implement({
  description: 'Why the last payment of an order did not go through; the order is payable again.',
  fields: (t) => ({
    reason: t.field({ type: PaymentRetryReasonEnum, resolve: (retry) => retry.reason }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    bankMessage: t.exposeString('bankMessage', {
      nullable: true,
      description: "What the card's bank said when it declined, if it said more than that (declined only).",
    }),
  }),
});

export const OrderRef = builder.prismaNode('Order', {
  id: { field: 'id' },
  // Scoped twice: the lookup never finds another customer's order (so a
  // probe learns nothing), and the scope guards any other path to the node.
  findUnique: (id, ctx) => ({ id: Number(id), ...ownOrderFilter(ctx) }),
  authScopes: (order, { viewer }) => readsEveryOrder(viewer) || viewer.customer?.id === order.customerId,
  fields: (t) => {
    /** One of the order's capabilities (ordering's rules, `orderCapabilities`). */
    const capability = (name: keyof OrderCapabilities, description: string) =>
      t.boolean({
        description,
        select: capabilitySelect,
        resolve: (order, _args, { app }) =>
          orderCapabilities(order, planStateOf(order.customer.subscription), app.now())[name],
      });
    return {
      databaseId: t.exposeInt('id'),
      week: t.relation('week'),
      status: t.expose('status', { type: OrderStatusEnum }),
      paymentStatus: t.expose('paymentStatus', { type: PaymentStatusEnum }),
      paymentMethod: t.expose('paymentMethod', { type: PaymentMethodKindEnum, nullable: true }),
      mealCount: t.exposeInt('mealCount'),
      defaultPortionSize: t.expose('defaultPortionSize', { type: PortionSizeEnum }),
      deliverySlot: t.expose('deliverySlot', { type: DeliverySlotEnum }),
      delivered: t.exposeBoolean('delivered', { description: 'An admin marked the box delivered.' }),
      deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
      items: t.relation('items', { query: { orderBy: { id: 'asc' } } }),
      subtotal: t.field({ type: MoneyRef, resolve: (order) => order.subtotalPiasters }),
      discount: t.field({
        type: MoneyRef,
        description: 'Bundle discount plus, on a first subscription order, the extra 10 %.',
        resolve: (order) => order.discountPiasters,
      }),
      deliveryFee: t.field({ type: MoneyRef, resolve: (order) => order.deliveryFeePiasters }),
      total: t.field({ type: MoneyRef, resolve: (order) => order.totalPiasters }),
      credit: t.field({
        type: MoneyRef,
        description: 'The credit (referrals) this order used; `total` is what was charged after it.',
        resolve: (order) => order.creditPiasters,
      }),
      referralDiscount: t.field({
        type: MoneyRef,
        description: 'A referred friend’s 10 % off their first order (part of `discount`).',
        resolve: (order) => order.referralDiscountPiasters,
      }),
      isFirstSubscriptionOrder: t.exposeBoolean('isFirstSubscriptionOrder'),
      paymentRetry: t.field({
        type: PaymentRetryRef,
        nullable: true,
        description:
          'Set when the last payment did not go through (declined, expired, or the customer left the payment page): pay again from the checkout.',
        select: paymentRetrySelect,
        resolve: (order) => paymentRetryOf(order),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      isDeadlinePassed: capability(
        'isDeadlinePassed',
        "The week's deadline has passed: nothing about the order can change.",
      ),
      canEdit: capability('canEdit', 'Meals and delivery can still change.'),
      canSkip: capability('canSkip', 'The delivery can be skipped (free until the deadline).'),
      canUnskip: capability('canUnskip', 'The skipped delivery can be brought back.'),
      canChangePayment: capability(
        'canChangePayment',
        'The payment method can still change and there is a choice (not skipped; a subscriber pays by card only).',
      ),
    };
  },
});

const OrderCreateInput = builder.inputType('OrderCreateInput', {
  fields: (t) => ({
    weekId: t.id({ required: true }),
    mealCount: t.int({ required: true }),
    defaultPortionSize: t.field({ type: PortionSizeEnum, required: true }),
    deliverySlot: t.field({ type: DeliverySlotEnum, required: true }),
    items: t.field({ type: [SelectedMealInput], required: true }),
  }),
});

/** The order `orderCreate` wrote, read back in its transaction with the payload's `query`. */
const OrderCreatePayload = rowPayload('OrderCreatePayload', 'order', OrderRef);

builder.queryFields((t) => ({
  tempMealSelection: t.prismaField({
    type: TempMealSelectionRef,
    nullable: true,
    description: "The signed-in customer's saved selection, else the visitor cookie's; null if none.",
    resolve: (query, _root, _args, { app, viewer }) => findTempSelection(app, viewer, query),
  }),
  orderForWeek: t.prismaField({
    type: 'Order',
    nullable: true,
    authScopes: { customer: true },
    description: "The signed-in customer's own order for a week, or null.",
    args: { weekId: t.arg.id({ required: true }) },
    resolve: (query, _root, { weekId }, { app, viewer }) => findOrderForWeek(app, viewer.customer!.id, weekId, query),
  }),
}));

builder.mutationFields((t) => ({
  tempMealSelectionSave: t.field({
    type: TempMealSelectionSavePayload,
    description: 'Saves the menu page selection (at most mealCount meals) so it can be restored.',
    args: { input: t.arg({ type: TempMealSelectionSaveInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { input }, ctx, info) => {
      const query = payloadQuery<TempSelectionQuery>(ctx, info, 'TempMealSelection', 'selection');
      const { selection, newVisitorKey } = await saveTempSelection(ctx.app, ctx.viewer, input, query);
      if (newVisitorKey) ctx.cookies.setVisitor(newVisitorKey);
      return { selection };
    },
  }),
  orderCreate: t.field({
    type: OrderCreatePayload,
    authScopes: { customer: true },
    description: "Creates the customer's order for a week, or replaces their unpaid one.",
    args: { input: t.arg({ type: OrderCreateInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (_root, { input }, ctx, info) => {
      const query = payloadQuery<OrderQuery>(ctx, info, 'Order', 'order');
      const order = await createOrderFromSelection(ctx.app, ctx.viewer.customer!.id, input, query);
      return { order };
    },
  }),
}));
