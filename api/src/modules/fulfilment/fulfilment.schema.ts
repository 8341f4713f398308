import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import { adminInput } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import { perRequest } from '../../graphql/perRequest.ts';
import {
  DeliverySlotEnum,
  OrderRef,
  OrderStatusEnum,
  PaymentMethodKindEnum,
  PaymentStatusEnum,
} from '../ordering/graphql.ts';
import {
  addressSelect,
  countAdminOrders,
  deliveryAddressOf,
  listAdminOrders,
  markOrdersDelivered,
  parseOrderFilter,
  updateOrderDelivered,
  type DeliveryAddress,
} from './orders.service.ts';
import { findNextDeliveryWeek, listOrderWeeks } from './weeks.service.ts';
import { actorOfViewer } from '../auth/index.ts';

export const DeliveryAddressRef = builder.objectRef<DeliveryAddress>('DeliveryAddress').implement({
  description: "Where a box goes: checkout's snapshot, or the subscriber's saved address.",
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    building: t.exposeString('building'),
    floor: t.exposeString('floor'),
    apartment: t.exposeString('apartment'),
    area: t.exposeString('area'),
    landmark: t.exposeString('landmark'),
    phone: t.exposeString('phone'),
  }),
});

const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: ['paymob', 'instapay'] as const });
const PaymentAttemptStatusEnum = builder.enumType('PaymentAttemptStatus', {
  values: ['pending', 'succeeded', 'failed'] as const,
});

builder.prismaObject('Payment', {
  authScopes: { admin: true },
  description: 'One attempt to pay for an order: a card charge through Paymob, or an InstaPay transfer (admins).',
  fields: (t) => ({
    provider: t.expose('provider', { type: PaymentProviderEnum }),
    status: t.expose('status', { type: PaymentAttemptStatusEnum }),
    amount: t.field({ type: MoneyRef, resolve: (payment) => payment.amountPiasters }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  customer: t.relation('customer', {
    authScopes: { admin: true, partnerScope: 'orders:read' },
    description: 'Who ordered (admins; partner keys with orders:read).',
  }),
  deliveryAddress: t.field({
    type: DeliveryAddressRef,
    select: addressSelect,
    description: 'Where the box goes.',
    resolve: (order) => deliveryAddressOf(order),
  }),
  noFittingMealsAt: t.expose('noFittingMealsAt', {
    type: 'DateTime',
    nullable: true,
    authScopes: { admin: true },
    description:
      "When the chef's choice found no meal of the week that fits the customer's food profile: not locked, not charged (admins).",
  }),
  payments: t.relation('payments', {
    authScopes: { admin: true },
    description: 'The payment history, oldest first (admins).',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
}));

/** The connection's arguments without its paging ones. */
const filterOf = (args: object): Record<string, unknown> => {
  const { first: _f, last: _l, before: _b, after: _a, ...filter } = args as Record<string, unknown>;
  return filter;
};

/** The connection's filters, checked once per request and arguments (the page and its count share them). */
const filterFor = (ctx: GraphQLContext, args: object) => {
  const filter = filterOf(args);
  return perRequest(ctx, `adminOrders:${JSON.stringify(filter)}`, () => parseOrderFilter(ctx.app, filter));
};

/** Which week to read: a courier's key (deliveries:read) needs it for the delivery sheet as much as an orders reader. */
const weekPickerScopes = {
  admin: true,
  partnerScope: 'orders:read',
  $any: { partnerScope: 'deliveries:read' },
} as const;

builder.queryFields((t) => ({
  // The Orders List's filters are read (and checked against the database) by the service.
  adminOrders: t.prismaConnection(
    {
      type: 'Order',
      ...pagedList({ admin: true, partnerScope: 'orders:read' as const }),
      description:
        "The Orders List: one week's orders (skipped ones left out unless asked), oldest first (admins; partner keys with orders:read).",
      args: {
        weekId: t.arg.id({ description: 'A Week global ID (or its number).' }),
        status: t.arg({ type: OrderStatusEnum, description: 'Without it, skipped orders are left out.' }),
        paymentMethod: t.arg({ type: PaymentMethodKindEnum }),
        paymentStatus: t.arg({ type: PaymentStatusEnum }),
        delivered: t.arg.boolean(),
        area: t.arg.string({ description: 'A neighbourhood name.' }),
        slot: t.arg({ type: DeliverySlotEnum }),
        search: t.arg.string({ description: "The customer's name, e-mail or phone." }),
        noFittingMeals: t.arg.boolean({
          description:
            "Only orders the chef's choice could not fill: no meal of the week fits the customer's food profile.",
        }),
      },
      resolve: async (query, _root, args, ctx) => listAdminOrders(ctx.app, await filterFor(ctx, args), query),
      totalCount: async (_root, args, ctx) => countAdminOrders(ctx.app, await filterFor(ctx, args)),
    },
    ...connectionNames('AdminOrder'),
  ),
  adminOrderWeeks: t.prismaField({
    type: ['Week'],
    authScopes: weekPickerScopes,
    description:
      "The week selector's weeks: the last 12 and every week ahead, soonest first (admins; partner keys with orders:read or deliveries:read).",
    resolve: (query, _root, _args, { app }) => listOrderWeeks(app, query),
  }),
  adminNextDeliveryWeek: t.prismaField({
    type: 'Week',
    nullable: true,
    authScopes: weekPickerScopes,
    description:
      'The next week to be delivered: what the orders screens open on (admins; partner keys with orders:read or deliveries:read).',
    resolve: (query, _root, _args, { app }) => findNextDeliveryWeek(app, query),
  }),
}));

const OrderDeliveredUpdateInput = builder.inputType('OrderDeliveredUpdateInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    delivered: t.boolean({ required: true }),
  }),
});

const OrderDeliveredMarkManyInput = builder.inputType('OrderDeliveredMarkManyInput', {
  fields: (t) => ({ orderIds: t.idList({ required: true, description: 'At most 100.' }) }),
});

const OrderDeliveredUpdatePayload = builder
  .objectRef<{ order: Order }>('OrderDeliveredUpdatePayload')
  .implement({ fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (payload) => payload.order }) }) });

const OrderDeliveredMarkManyPayload = builder
  .objectRef<{ orders: Order[] }>('OrderDeliveredMarkManyPayload')
  .implement({ fields: (t) => ({ orders: t.field({ type: [OrderRef], resolve: (payload) => payload.orders }) }) });

const orderQuery = payloadQueryOf<Prisma.OrderDefaultArgs>('Order', 'order');
const ordersQuery = payloadQueryOf<Prisma.OrderFindManyArgs>('Order', 'orders');

/** A partner's key with deliveries:write marks delivered too; the audit records the key, not an admin. */
const markDeliveredScopes = { admin: true, partnerScope: 'deliveries:write' } as const;

builder.mutationFields((t) => ({
  orderDeliveredUpdate: t.field({
    type: OrderDeliveredUpdatePayload,
    ...adminInput(OrderDeliveredUpdateInput, { errors: [ValidationError, NotFoundError, ConflictError] }),
    authScopes: markDeliveredScopes,
    description:
      'Mark Delivered (the customer is e-mailed) or back to not delivered; audited (admins; partner keys with deliveries:write).',
    resolve: async (_root, { input }, ctx, info) => ({
      order: await updateOrderDelivered(ctx.app, actorOfViewer(ctx.viewer)!, input, orderQuery(ctx, info)),
    }),
  }),
  orderDeliveredMarkMany: t.field({
    type: OrderDeliveredMarkManyPayload,
    ...adminInput(OrderDeliveredMarkManyInput, { errors: [ValidationError] }),
    authScopes: markDeliveredScopes,
    description:
      'Marks a selection of orders delivered, all or none; each customer is e-mailed (admins; partner keys with deliveries:write).',
    resolve: async (_root, { input }, ctx, info) => ({
      orders: await markOrdersDelivered(ctx.app, actorOfViewer(ctx.viewer)!, input, ordersQuery(ctx, info)),
    }),
  }),
}));
