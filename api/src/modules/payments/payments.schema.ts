import { ConflictError, ForbiddenError, NotFoundError, UnavailableError, ValidationError } from '../../errors.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { payloadQuery } from '../../graphql/payloadQuery.ts';
import { receiveUpload } from '../../graphql/upload.ts';
import { instapayReference, ORDER_TYPES } from '../../shared/rules.ts';
import { OrderRef, PaymentMethodKindEnum } from '../ordering/graphql.ts';
import { paidSubscriptionOrdersSelect, type OrderQuery } from '../ordering/index.ts';
import { checkout, checkoutQuote, quoteOwnOrder, type CheckoutQuote } from './checkout.service.ts';
import {
  getInstapayRecipient,
  updateInstapayPaymentStatus,
  updateInstapayRecipient,
  type InstapayRecipient,
} from './instapay.service.ts';

export const OrderTypeEnum = builder.enumType('OrderType', {
  description: 'A one-time trial box, or the first order of a weekly subscription.',
  values: ORDER_TYPES,
});

const PaymentVerdictEnum = builder.enumType('PaymentVerdict', {
  description: "An admin's decision on an InstaPay transfer: received (confirmed) or failed.",
  values: ['confirmed', 'failed'] as const,
});

builder.prismaObjectFields('Order', (t) => ({
  orderType: t.expose('purchaseType', {
    type: OrderTypeEnum,
    nullable: true,
    description: 'Chosen at checkout.',
  }),
  deliveryNotes: t.exposeString('deliveryNotes'),
  paymentReference: t.string({
    description: 'The reference to write on an InstaPay transfer: the order number (MB-<id>).',
    resolve: (order) => instapayReference(order.id),
  }),
  paymentProof: t.relation('paymentProof', {
    nullable: true,
    authScopes: { admin: true },
    description: "The customer's InstaPay transfer screenshot (admins only).",
  }),
  // The checkout's amounts on the order itself, so the checkout screen reads its order and both
  // quotes in one query; the items they need are selected with the order, not read again.
  checkoutQuote: t.field({
    type: CheckoutQuoteRef,
    authScopes: { customer: true },
    description: 'The amounts checkout shows and charges for this order (the customer’s own) and an order type.',
    args: { orderType: t.arg({ type: OrderTypeEnum, required: true }) },
    errors: { types: [ValidationError, NotFoundError], union: { name: 'OrderCheckoutQuoteResult' } },
    // The items in the `items` field's order, so Pothos merges both selections into one read; and
    // whether it is the first subscription order, in the same statement.
    select: {
      customerId: true,
      mealCount: true,
      items: { orderBy: { id: 'asc' }, select: { portionSize: true } },
      ...paidSubscriptionOrdersSelect,
    },
    resolve: (order, { orderType }, { app, viewer }) => quoteOwnOrder(app, viewer.customer!.id, order, orderType),
  }),
}));

const CheckoutQuoteRef = builder.objectRef<CheckoutQuote>('CheckoutQuote').implement({
  description: 'What checkout charges for an order and an order type (the server computes every amount).',
  fields: (t) => ({
    orderType: t.field({ type: OrderTypeEnum, resolve: (q) => q.orderType }),
    subtotal: t.field({ type: MoneyRef, resolve: (q) => q.subtotal }),
    bundleDiscount: t.field({ type: MoneyRef, resolve: (q) => q.bundleDiscount }),
    firstOrderDiscount: t.field({
      type: MoneyRef,
      description: 'The first subscription order’s 10 %; zero for a trial.',
      resolve: (q) => q.firstOrderDiscount,
    }),
    discount: t.field({ type: MoneyRef, resolve: (q) => q.discount }),
    deliveryFee: t.field({ type: MoneyRef, resolve: (q) => q.deliveryFee }),
    referralDiscount: t.field({
      type: MoneyRef,
      description: 'A referred friend’s 10 % off their first order (part of `discount`).',
      resolve: (q) => q.referralDiscount,
    }),
    credit: t.field({
      type: MoneyRef,
      description: 'The customer’s credit (referrals) used first; `total` is what is charged after it.',
      resolve: (q) => q.credit,
    }),
    total: t.field({ type: MoneyRef, resolve: (q) => q.total }),
    isFirstSubscriptionOrder: t.exposeBoolean('isFirstSubscriptionOrder'),
  }),
});

const DeliveryAddressInput = builder.inputType('DeliveryAddressInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    street: t.string({ required: true }),
    apartment: t.string(),
    building: t.string(),
    floor: t.string(),
    area: t.string({ required: true, description: 'A serviced neighbourhood: its name or id.' }),
    landmark: t.string(),
    phone: t.string({
      required: true,
      description:
        'An Egyptian mobile as people write it (01012345678, 010 1234 5678, +20…, 0020…); stored as +201XXXXXXXXX.',
    }),
  }),
});

const OrderCheckoutInput = builder.inputType('OrderCheckoutInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    orderType: t.field({ type: OrderTypeEnum, required: true }),
    paymentMethod: t.field({ type: PaymentMethodKindEnum, required: true }),
    address: t.field({ type: DeliveryAddressInput, required: true }),
    deliveryNotes: t.string(),
    replaceUnfinishedPayment: t.boolean({
      description:
        'Pay again an order whose card payment was left unfinished (paymentRetry.reason abandoned): its unanswered attempt is released first. Without it such an order is already being paid.',
    }),
    paymentProof: t.field({
      type: 'Upload',
      description: 'InstaPay: the transfer screenshot (an image, at most 5 MB), as a GraphQL multipart request.',
    }),
  }),
});

const OrderCheckoutPayload = builder
  .objectRef<{ order: Order; message: string; paymentUrl: string | null }>('OrderCheckoutPayload')
  .implement({
    fields: (t) => ({
      order: t.field({ type: OrderRef, resolve: (payload) => payload.order }),
      message: t.exposeString('message', { description: 'What the customer is told.' }),
      paymentUrl: t.exposeString('paymentUrl', {
        nullable: true,
        description: "Card: Paymob's hosted checkout, where the browser goes next.",
      }),
    }),
  });

const OrderPaymentStatusUpdateInput = builder.inputType('OrderPaymentStatusUpdateInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    paymentStatus: t.field({ type: PaymentVerdictEnum, required: true }),
  }),
});

const OrderPaymentStatusUpdatePayload = builder
  .objectRef<{ order: Order }>('OrderPaymentStatusUpdatePayload')
  .implement({ fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (payload) => payload.order }) }) });

const InstapayRecipientRef = builder.objectRef<InstapayRecipient>('InstapayRecipient').implement({
  description: 'Whom InstaPay transfers go to (set by a super admin in the back office).',
  fields: (t) => ({
    address: t.exposeString('address', { description: 'The InstaPay address, e.g. mealbox@instapay.' }),
    accountName: t.exposeString('accountName', { description: 'The account holder’s name InstaPay shows.' }),
  }),
});

const InstapayRecipientUpdateInput = builder.inputType('InstapayRecipientUpdateInput', {
  fields: (t) => ({
    address: t.string({ required: true, description: 'name@instapay' }),
    accountName: t.string({ required: true }),
  }),
});

const InstapayRecipientUpdatePayload = builder
  .objectRef<{ recipient: InstapayRecipient }>('InstapayRecipientUpdatePayload')
  .implement({
    fields: (t) => ({ recipient: t.field({ type: InstapayRecipientRef, resolve: (payload) => payload.recipient }) }),
  });

builder.queryField('instapayRecipient', (t) =>
  t.field({
    type: InstapayRecipientRef,
    nullable: true,
    authScopes: { customer: true, admin: true },
    description: 'Whom to pay by InstaPay; null until a super admin sets it (InstaPay is then not offered).',
    resolve: (_root, _args, { app }) => getInstapayRecipient(app),
  }),
);

builder.queryField('checkoutQuote', (t) =>
  t.field({
    type: CheckoutQuoteRef,
    authScopes: { customer: true },
    description: "The amounts checkout shows and charges for the customer's order and an order type.",
    args: { orderId: t.arg.id({ required: true }), orderType: t.arg({ type: OrderTypeEnum, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: (_root, args, { app, viewer }) => checkoutQuote(app, viewer.customer!.id, args),
  }),
);

builder.mutationFields((t) => ({
  orderCheckout: t.field({
    type: OrderCheckoutPayload,
    authScopes: { customer: true },
    description:
      'Checks out the customer’s order: card answers the hosted checkout’s paymentUrl; InstaPay (trial only) sends the screenshot as paymentProof and waits for an admin.',
    args: { input: t.arg({ type: OrderCheckoutInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError, ForbiddenError, UnavailableError] },
    resolve: async (_root, { input }, ctx, info) => {
      const query = payloadQuery<OrderQuery>(ctx, info, 'Order', 'order');
      const { paymentProof, ...fields } = input;
      const proof = paymentProof ? await receiveUpload(paymentProof, 'paymentProof') : null;
      const result = await checkout<Order>(ctx.app, ctx.viewer.customer!.id, fields, proof, query);
      return {
        order: result.order,
        message: result.message,
        paymentUrl: result.hostedCheckout?.checkoutUrl ?? null,
      };
    },
  }),
  instapayRecipientUpdate: t.field({
    type: InstapayRecipientUpdatePayload,
    authScopes: { superAdmin: true },
    description: 'Sets whom InstaPay transfers go to (super admins only; audited).',
    args: { input: t.arg({ type: InstapayRecipientUpdateInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx) => ({
      recipient: await updateInstapayRecipient(ctx.app, ctx.viewer.admin!.id, input),
    }),
  }),
  orderPaymentStatusUpdate: t.field({
    type: OrderPaymentStatusUpdatePayload,
    authScopes: { admin: true },
    description: 'Marks an InstaPay payment being verified as received (confirmed) or failed.',
    args: { input: t.arg({ type: OrderPaymentStatusUpdateInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (_root, { input }, ctx, info) => {
      const query = payloadQuery<OrderQuery>(ctx, info, 'Order', 'order');
      return { order: await updateInstapayPaymentStatus<Order>(ctx.app, ctx.viewer.admin!.id, input, query) };
    },
  }),
}));
