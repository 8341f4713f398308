import { encodeGlobalID } from '@pothos/plugin-relay';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { rowPayload, type InputRef } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { payloadQuery } from '../../graphql/payloadQuery.ts';
import type { GraphQLResolveInfo } from 'graphql';
import {
  addOrderItem,
  findOwnOrders,
  removeOrderItem,
  saveOrderSelection,
  skipOrder,
  unskipOrder,
  updateOrderDelivery,
  updateOrderPayment,
} from './orderEdits.service.ts';
import {
  DeliverySlotEnum,
  MealPortionEnum,
  OrderRef,
  PaymentMethodKindEnum,
  PortionSizeEnum,
  SelectedMealInput,
} from './ordering.schema.ts';
import type { OrderQuery } from './orders.service.ts';

/** A customer's change to their own order: its one required `input`, and the errors it answers. */
const ownOrderEdit = <Input extends InputRef>(type: Input) => ({
  authScopes: { customer: true },
  args: builder.args((t) => ({ input: t.field({ type, required: true }) })),
  errors: { types: [ValidationError, NotFoundError, ConflictError] },
});

const orderQueryOf = (ctx: GraphQLContext, info: GraphQLResolveInfo, field = 'order') =>
  payloadQuery<OrderQuery>(ctx, info, 'Order', field);

/** `{ order }`: the changed order, read in the change's transaction with the payload's selection. */
const orderPayload = (name: string) => rowPayload(name, 'order', OrderRef);

/** `{ order, futureOrders }`: a change that may also reach the customer's later weeks. */
const futureOrdersPayload = (name: string) =>
  builder.objectRef<{ order: Order; futureOrders: Order[] }>(name).implement({
    fields: (t) => ({
      order: t.field({ type: OrderRef, resolve: (payload) => payload.order }),
      futureOrders: t.field({
        type: [OrderRef],
        description: 'The later weeks the change was applied to (with applyToFuture).',
        resolve: (payload) => payload.futureOrders,
      }),
    }),
  });

const orderRefInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ orderId: t.id({ required: true }) }) });

const OrderItemAddInput = builder.inputType('OrderItemAddInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    mealId: t.id({ required: true }),
    portionSize: t.field({ type: MealPortionEnum, description: 'Required in a mixed plan; else the plan size.' }),
  }),
});

const OrderItemAddPayload = builder.objectRef<{ order: Order; itemId: number }>('OrderItemAddPayload').implement({
  fields: (t) => ({
    order: t.field({ type: OrderRef, resolve: (payload) => payload.order }),
    addedItemId: t.id({
      description: 'The global ID of the OrderItem added.',
      resolve: (payload) => encodeGlobalID('OrderItem', payload.itemId),
    }),
  }),
});

const OrderItemRemoveInput = builder.inputType('OrderItemRemoveInput', {
  fields: (t) => ({ orderId: t.id({ required: true }), itemId: t.id({ required: true }) }),
});

const OrderSelectionSaveInput = builder.inputType('OrderSelectionSaveInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    items: t.field({
      type: [SelectedMealInput],
      description: "The week's meals, replacing the current ones; omitted: confirm the meals added one by one.",
    }),
  }),
});

const OrderDeliveryUpdateInput = builder.inputType('OrderDeliveryUpdateInput', {
  fields: (t) => ({
    weekId: t.id({ required: true }),
    mealCount: t.int({ required: true }),
    defaultPortionSize: t.field({ type: PortionSizeEnum, required: true }),
    deliverySlot: t.field({ type: DeliverySlotEnum, required: true }),
    applyToFuture: t.boolean({ description: 'Also change later open weeks and the subscription defaults.' }),
  }),
});

const OrderPaymentUpdateInput = builder.inputType('OrderPaymentUpdateInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    paymentMethod: t.field({ type: PaymentMethodKindEnum, required: true }),
    applyToFuture: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  orderItemAdd: t.field({
    type: OrderItemAddPayload,
    ...ownOrderEdit(OrderItemAddInput),
    description: "Adds one meal to the customer's order, up to its meal count, until the deadline.",
    resolve: (_root, { input }, ctx, info) =>
      addOrderItem(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
  }),
  orderItemRemove: t.field({
    type: orderPayload('OrderItemRemovePayload'),
    ...ownOrderEdit(OrderItemRemoveInput),
    resolve: async (_root, { input }, ctx, info) => ({
      order: await removeOrderItem(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
    }),
  }),
  orderSelectionSave: t.field({
    type: orderPayload('OrderSelectionSavePayload'),
    ...ownOrderEdit(OrderSelectionSaveInput),
    description: "Saves the week's meals (exactly the meal count).",
    resolve: async (_root, { input }, ctx, info) => ({
      order: await saveOrderSelection(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
    }),
  }),
  orderSkip: t.field({
    type: orderPayload('OrderSkipPayload'),
    ...ownOrderEdit(orderRefInput('OrderSkipInput')),
    description: "Skips a subscriber's delivery, free until the deadline.",
    resolve: async (_root, { input }, ctx, info) => ({
      order: await skipOrder(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
    }),
  }),
  orderUnskip: t.field({
    type: orderPayload('OrderUnskipPayload'),
    ...ownOrderEdit(orderRefInput('OrderUnskipInput')),
    resolve: async (_root, { input }, ctx, info) => ({
      order: await unskipOrder(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
    }),
  }),
  orderDeliveryUpdate: t.field({
    type: futureOrdersPayload('OrderDeliveryUpdatePayload'),
    ...ownOrderEdit(OrderDeliveryUpdateInput),
    description: "Changes a week's meal count, portion size and slot; a new count or size clears its meals.",
    resolve: (_root, { input }, ctx, info) =>
      withFutureOrders(
        ctx,
        info,
        updateOrderDelivery(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info)),
      ),
  }),
  orderPaymentUpdate: t.field({
    type: futureOrdersPayload('OrderPaymentUpdatePayload'),
    ...ownOrderEdit(OrderPaymentUpdateInput),
    resolve: (_root, { input }, ctx, info) =>
      withFutureOrders(ctx, info, updateOrderPayment(ctx.app, ctx.viewer.customer!.id, input, orderQueryOf(ctx, info))),
  }),
}));

/** Reads the later orders a change reached, with the payload's `futureOrders` selection (one query). */
async function withFutureOrders(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  change: Promise<{ order: Order; futureOrderIds: number[] }>,
) {
  const { order, futureOrderIds } = await change;
  const query = orderQueryOf(ctx, info, 'futureOrders');
  const futureOrders = await findOwnOrders(ctx.app, ctx.viewer.customer!.id, futureOrderIds, query);
  return { order, futureOrders };
}
