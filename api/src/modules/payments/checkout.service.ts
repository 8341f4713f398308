// Checkout: the customer chooses trial or subscription, gives the delivery address and pays by
// card (Paymob's hosted checkout) or InstaPay (a transfer screenshot). The order is locked by a
// conditional update (pending|failed → processing) in the transaction that writes the Payment
// row and, for a trial, the TrialRedemption the database allows once per customer.

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../../errors.ts';
import type { Order, PaymentMethodKind, PurchaseType } from '../../generated/prisma/client.ts';
import { PaymobError, INTENTION_LIFETIME_SECONDS, paymentGateway } from '../../lib/paymob/index.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  checkoutMessages,
  checkoutNotices,
  checkPhone,
  DELIVERY_NOTES_LIMIT,
  deliveryAddressProblems,
  noticeText,
  ORDER_TYPES,
  PAYMENT_METHODS,
  paymentMethodsFor,
  type OrderType,
} from '../../shared/rules.ts';
import { isBeforeDeadline } from '../catalog/index.ts';
import {
  databaseId,
  DEADLINE_PASSED_MESSAGE,
  getOwnOrder,
  isFirstSubscriptionOrderFor,
  orderWithItems,
  releaseUnfinishedCardCheckout,
  type OrderQuery,
  type OrderWithItems,
} from '../ordering/index.ts';
import { loadPriceTable, quote, type Quote } from '../pricing/index.ts';
import { discardUpload, storeUpload, type IncomingFile, type StoredUpload } from '../uploads/index.ts';
import { getInstapayRecipient } from './instapay.service.ts';
import {
  applyOrderCredit,
  creditBalanceOf,
  decideReferralForOrder,
  isReferredFirstOrder,
  referralDiscountOf,
  returnOrderCredit,
} from '../referrals/index.ts';
import { startSubscriptionInTx } from './webhooks.service.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import { publishOrderConfirmed } from '../partnerWebhooks/index.ts';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

const addressSchema = z
  .object(
    {
      name: optionalText,
      street: optionalText,
      apartment: optionalText,
      building: optionalText,
      floor: optionalText,
      area: optionalText,
      landmark: optionalText,
      phone: optionalText,
    },
    { error: noticeText(checkoutNotices.missingInformation) },
  )
  .superRefine((address, ctx) => {
    for (const problem of deliveryAddressProblems(address)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

/** REST clients call a card `credit_card` (the old product's name). */
const paymentMethodSchema = z.preprocess(
  (value) => (value === 'credit_card' ? 'card' : value),
  z.enum(PAYMENT_METHODS, { error: 'Payment method must be card or instapay' }),
);

const checkoutSchema = z
  .object({
    orderId: databaseId('Order'),
    orderType: z.enum(ORDER_TYPES, { error: 'Order type must be trial or subscription' }).default('subscription'),
    paymentMethod: paymentMethodSchema,
    address: addressSchema,
    deliveryNotes: optionalText.pipe(
      z.string().max(DELIVERY_NOTES_LIMIT, `Delivery notes: at most ${DELIVERY_NOTES_LIMIT} characters`),
    ),
    // The customer saw "You left the payment page before paying" and pays again: the unanswered
    // card attempt is released first. Without it such an order is "already being paid" (409),
    // so two tabs paying at once still cannot both start a payment. (A multipart form sends text.)
    replaceUnfinishedPayment: z.preprocess(
      (value) => (value === 'true' ? true : value === 'false' || value === '' || value == null ? false : value),
      z.boolean({ error: 'replaceUnfinishedPayment must be true or false' }),
    ),
  })
  .superRefine((input, ctx) => {
    if (!paymentMethodsFor(input.orderType).includes(input.paymentMethod)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: checkoutMessages.subscriptionCardOnly });
    }
  });

type ParsedCheckout = z.output<typeof checkoutSchema>;

const quoteSchema = z.object({
  orderId: databaseId('Order'),
  orderType: z.enum(ORDER_TYPES, { error: 'Order type must be trial or subscription' }),
});

export interface CheckoutQuote extends Quote {
  orderType: OrderType;
  isFirstSubscriptionOrder: boolean;
  /** A referred friend's 10 % off their first order (part of `discount`). */
  referralDiscount: number;
  /** The customer's credit (referrals) this charge uses first; `total` is after it. */
  credit: number;
}

/** Whether the customer still has their one trial box: no redemption is held (processing or paid). */
async function trialAvailable(db: Db, customerId: number): Promise<boolean> {
  return (await db.trialRedemption.count({ where: { customerId } })) === 0;
}

/**
 * What the amounts of an order depend on; with the customer's paid subscription orders
 * (`paidSubscriptionOrdersSelect`) when the caller read them with the order.
 */
export type QuotedOrder = Pick<Order, 'id' | 'customerId' | 'mealCount'> & {
  items: { portionSize: string }[];
  customer?: { orders: { id: number }[] };
};

async function amountsFor(app: AppContext, db: Db, order: QuotedOrder, type: OrderType) {
  const quoted = await amountsBeforeCredit(app, db, order, type);
  // The quote shows the balance's share (and what this order already holds); the lock takes it.
  const held = await db.creditEntry.aggregate({
    where: { orderId: order.id, reason: { in: ['order_use', 'order_return'] } },
    _sum: { amountPiasters: true },
  });
  const available = (await creditBalanceOf(app, order.customerId, db)) - (held._sum.amountPiasters ?? 0);
  const credit = Math.max(0, Math.min(available, quoted.total));
  return { ...quoted, credit, total: quoted.total - credit };
}

async function amountsBeforeCredit(app: AppContext, db: Db, order: QuotedOrder, type: OrderType) {
  const isFirstSubscriptionOrder =
    type === 'subscription' &&
    (order.customer
      ? order.customer.orders.every(({ id }) => id === order.id)
      : await isFirstSubscriptionOrderFor(db, order.customerId, order.id));
  const amounts = quote(await loadPriceTable(app, db), {
    mealCount: order.mealCount,
    largeMeals: order.items.filter((item) => item.portionSize === 'large').length,
    isFirstSubscriptionOrder,
  });
  const referralDiscount = (await isReferredFirstOrder(db, order.customerId, order.id))
    ? referralDiscountOf(amounts.total - amounts.deliveryFee)
    : 0;
  return {
    ...amounts,
    referralDiscount,
    discount: amounts.discount + referralDiscount,
    total: amounts.total - referralDiscount,
    isFirstSubscriptionOrder,
  };
}

/** The amounts the checkout shows for the type chosen; checkout charges exactly these. */
export async function checkoutQuote(app: AppContext, customerId: number, input: unknown): Promise<CheckoutQuote> {
  const { orderId, orderType } = parseInput(quoteSchema, input);
  return quoteOwnOrder(app, customerId, await getOwnOrder(app, customerId, orderId), orderType);
}

/**
 * The quote of an order the caller has already read (the checkout screen's pending order, with
 * its items), so it is not read again; another customer's order is not found.
 */
export async function quoteOwnOrder(
  app: AppContext,
  customerId: number,
  order: QuotedOrder,
  orderType: OrderType,
): Promise<CheckoutQuote> {
  if (order.customerId !== customerId) throw new NotFoundError(/*i18n*/ 'Order not found');
  return { orderType, ...(await amountsFor(app, app.prisma, order, orderType)) };
}

/** The serviced neighbourhood a checkout names, by name (any case) or id; anything else is refused. */
async function servicedArea(app: AppContext, area: string) {
  const byId = /^\d{1,9}$/.test(area) ? { id: Number(area) } : null;
  const neighborhood = await app.prisma.neighborhood.findFirst({
    where: byId ?? { name: { equals: area, mode: 'insensitive' } },
  });
  if (!neighborhood?.isServiced) {
    throw ValidationError.forField(['address', 'area'], checkoutMessages.areaNotServiced(neighborhood?.name ?? area));
  }
  return neighborhood;
}

/** Refuses an order that cannot be checked out now, with the reason the customer can act on. */
function assertPayable(order: OrderWithItems, now: Date) {
  if (!isBeforeDeadline(order.week, now)) throw ValidationError.forField('orderId', DEADLINE_PASSED_MESSAGE);
  if (order.paymentStatus === 'processing' || order.paymentStatus === 'confirmed') {
    throw new ConflictError(checkoutMessages.alreadyPaying);
  }
  if (order.status !== 'selected') {
    throw ValidationError.forField('orderId', /*i18n*/ 'This order has no complete meal selection to pay for.');
  }
}

const paymentReference = (orderId: number) => `mb-${orderId}-${randomBytes(6).toString('hex')}`;

/** The order's payment fields before a checkout changed them, to put back if the provider fails. */
const payableFields = [
  'paymentStatus',
  'paymentMethod',
  'purchaseType',
  'subtotalPiasters',
  'discountPiasters',
  'deliveryFeePiasters',
  'totalPiasters',
  'isFirstSubscriptionOrder',
] as const;
type PayableState = Pick<Order, (typeof payableFields)[number]>;

const payableStateOf = (order: Order) =>
  Object.fromEntries(payableFields.map((field) => [field, order[field]])) as PayableState;

interface Locked {
  /** The order as written, read with the caller's query. */
  order: Order;
  paymentId: number;
  reference: string;
  previous: PayableState;
  /** The credit paid it all: confirmed, no provider. */
  covered: boolean;
}

/**
 * The one transaction that starts a payment: rewrites the order's amounts for the type chosen,
 * moves it to processing only if it is still in the state we read (a second checkout waits on
 * the row lock, then finds it changed), writes the Payment, the trial reservation and the
 * customer's address. Nothing of it exists unless all of it does.
 */
async function lockForPayment(
  app: AppContext,
  customerId: number,
  order: OrderWithItems,
  input: ParsedCheckout,
  neighborhood: { id: number; name: string },
  proof: StoredUpload | null,
  query: OrderQuery,
): Promise<Locked> {
  const phone = checkPhone(input.address.phone);
  const e164 = phone.ok ? phone.e164 : input.address.phone;
  const reference = paymentReference(order.id);
  try {
    return await app.prisma.$transaction(async (tx) => {
      const amounts = await amountsBeforeCredit(app, tx, order, input.orderType);
      // The credit is taken with the order's amounts (its ledger entry in this transaction).
      const credit = await applyOrderCredit(tx, customerId, order.id, amounts.total);
      const total = amounts.total - credit;
      // A charge the credit covers whole is confirmed here, without the provider (nor a transfer:
      // an InstaPay checkout needs no screenshot then; the credit is read under its row lock here).
      const covered = total === 0;
      if (input.paymentMethod === 'instapay' && !covered && !proof) {
        throw ValidationError.forField('paymentProof', noticeText(checkoutNotices.proofRequired));
      }
      const locked = await tx.order.updateMany({
        where: {
          id: order.id,
          customerId,
          status: 'selected',
          paymentStatus: { in: ['pending', 'failed'] },
          updatedAt: order.updatedAt,
        },
        data: {
          paymentStatus: covered ? 'confirmed' : 'processing',
          paymentMethod: input.paymentMethod as PaymentMethodKind,
          purchaseType: input.orderType as PurchaseType,
          subtotalPiasters: amounts.subtotal,
          discountPiasters: amounts.discount,
          deliveryFeePiasters: amounts.deliveryFee,
          totalPiasters: total,
          creditPiasters: credit,
          referralDiscountPiasters: amounts.referralDiscount,
          isFirstSubscriptionOrder: amounts.isFirstSubscriptionOrder,
          deliveryAddress: { ...input.address, area: neighborhood.name, phone: e164 },
          deliveryNotes: input.deliveryNotes,
          paymentProofFileId: proof?.id ?? null,
        },
      });
      if (locked.count !== 1) throw new ConflictError(checkoutMessages.alreadyPaying);
      const payment = await tx.payment.create({
        data: {
          orderId: order.id,
          customerId,
          provider: input.paymentMethod === 'card' ? 'paymob' : 'instapay',
          amountPiasters: total,
          reference,
          ...(covered ? { status: 'succeeded' as const, failureReason: 'covered_by_credit' } : {}),
        },
      });
      if (input.orderType === 'trial') await tx.trialRedemption.create({ data: { customerId, orderId: order.id } });
      if (covered) {
        if (input.orderType === 'subscription') await startSubscriptionInTx(app, tx, customerId, order.id);
        await decideReferralForOrder(tx, order.id, app.now());
        await publishOrderConfirmed(tx, order.id, app.now());
      }
      // A verification proves one number: a different one typed here must be verified again.
      await tx.customer.updateMany({
        where: { id: customerId, phone: { not: e164 } },
        data: { phoneVerifiedAt: null },
      });
      await tx.customer.update({
        where: { id: customerId },
        data: {
          addressName: input.address.name,
          street: input.address.street,
          apartment: input.address.apartment,
          building: input.address.building,
          floor: input.address.floor,
          landmark: input.address.landmark,
          phone: e164,
          neighborhoodId: neighborhood.id,
          deliveryNotes: input.deliveryNotes,
        },
      });
      // The full name typed here becomes the account's name when it has none (admins saw blanks).
      await tx.customer.updateMany({ where: { id: customerId, name: '' }, data: { name: input.address.name } });
      // Read back with what the caller answers with (GraphQL's selection, or REST's items and week).
      const written = await tx.order.findUniqueOrThrow({ ...query, where: { id: order.id } });
      return { order: written as Order, paymentId: payment.id, reference, previous: payableStateOf(order), covered };
    });
  } catch (error) {
    // The one trial per customer is the database's: a second (even a concurrent one) lands here.
    if (isUniqueViolation(error)) throw ValidationError.forField('orderType', checkoutMessages.trialUsed);
    throw error;
  }
}

/**
 * Undoes a card checkout whose hosted payment could not be prepared: the order goes back to the
 * state it was in (payable again), the Payment is marked failed with the reason, the trial
 * reservation is released. Conditional on the order still being this attempt's.
 */
async function releaseAttempt(app: AppContext, locked: Locked, reason: string): Promise<void> {
  await app.prisma.$transaction(async (tx) => {
    const payment = await tx.payment.updateMany({
      where: { id: locked.paymentId, status: 'pending' },
      data: { status: 'failed', failureReason: reason },
    });
    if (payment.count !== 1) return;
    await returnOrderCredit(tx, locked.order.id);
    await tx.order.updateMany({
      where: { id: locked.order.id, paymentStatus: 'processing' },
      data: { ...locked.previous, creditPiasters: 0 },
    });
    await tx.trialRedemption.deleteMany({ where: { orderId: locked.order.id } });
  });
}

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || 'NA', lastName: rest.join(' ') || 'NA' };
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Asks Paymob for the hosted checkout of a locked order; the answer says where to send the browser. */
async function createHostedCheckout(
  app: AppContext,
  locked: Locked,
  order: OrderWithItems,
  input: ParsedCheckout,
  customer: { email: string },
  city: string,
) {
  const gateway = paymentGateway(app);
  const total = locked.order.totalPiasters;
  const phone = checkPhone(input.address.phone);
  const intention = await gateway.client.createIntention({
    amountPiasters: total,
    items: [
      {
        name: clip(`${order.mealCount} meals, ${order.week.label}`, 50),
        amountPiasters: total,
        quantity: 1,
        description: clip(`MealBox ${input.orderType} box: ${order.mealCount} ${order.defaultPortionSize} meals`, 255),
      },
    ],
    billing: {
      ...splitName(input.address.name),
      email: customer.email,
      phoneNumber: phone.ok ? phone.e164 : input.address.phone,
      street: input.address.street,
      building: input.address.building || undefined,
      floor: input.address.floor || undefined,
      apartment: input.address.apartment || undefined,
      city,
      state: city,
    },
    specialReference: locked.reference,
    notificationUrl: gateway.notificationUrl,
    redirectionUrl: gateway.redirectionUrl,
    saveCard: input.orderType === 'subscription',
    expiresInSeconds: INTENTION_LIFETIME_SECONDS,
  });
  // Paymob's callbacks name the payment by its order id (signed): keep it with the attempt.
  await app.prisma.payment.update({ where: { id: locked.paymentId }, data: { providerRef: intention.paymobOrderId } });
  return {
    checkoutUrl: intention.checkoutUrl,
    intentionId: intention.intentionId,
    clientSecret: intention.clientSecret,
    publicKey: gateway.settings.publicKey,
  };
}

export interface HostedCheckout {
  checkoutUrl: string;
  intentionId: string;
  clientSecret: string;
  publicKey: string;
}

export interface CheckoutResult<O = OrderWithItems> {
  /** The order as written, read with the caller's query (by default its items and week). */
  order: O;
  /** Card: where the browser goes next (Paymob's hosted checkout). */
  hostedCheckout: HostedCheckout | null;
  /** What the customer is told (the specification's texts). */
  message: string;
}

/**
 * Releases card attempts that never heard back from Paymob within the hosted checkout's life:
 * the order becomes payable again (failed), the trial reservation goes. For one order (a new
 * checkout of it) or every order (the periodic job).
 */
export async function releaseStaleCardAttempts(
  app: AppContext,
  options: { orderId?: number; now?: Date } = {},
): Promise<number> {
  const { orderId } = options;
  const cutoff = new Date((options.now ?? app.now()).getTime() - INTENTION_LIFETIME_SECONDS * 1000);
  const stale = await app.prisma.payment.findMany({
    where: {
      provider: 'paymob',
      kind: 'order_charge',
      status: 'pending',
      createdAt: { lt: cutoff },
      ...(orderId ? { orderId } : {}),
    },
    select: { id: true, orderId: true },
  });
  for (const payment of stale) {
    await app.prisma.$transaction(async (tx) => {
      const expired = await tx.payment.updateMany({
        where: { id: payment.id, status: 'pending' },
        data: { status: 'failed', failureReason: 'expired_without_callback' },
      });
      if (expired.count !== 1 || payment.orderId === null) return;
      const released = await tx.order.updateMany({
        where: { id: payment.orderId, paymentStatus: 'processing', paymentMethod: 'card' },
        data: { paymentStatus: 'failed' },
      });
      if (released.count === 1) {
        await tx.trialRedemption.deleteMany({ where: { orderId: payment.orderId } });
        await returnOrderCredit(tx, payment.orderId);
      }
    });
  }
  return stale.length;
}

/**
 * Checks out the customer's order. Card: locks it, then asks Paymob for the hosted checkout (if
 * Paymob is unreachable or slow the lock is undone and the customer told to retry). InstaPay:
 * stores the screenshot (checked by content), then locks the order with it: processing until an
 * admin marks it received or failed. Every refusal leaves nothing behind.
 */
export async function checkout<O = OrderWithItems>(
  app: AppContext,
  customerId: number,
  rawInput: unknown,
  proofFile: IncomingFile | null = null,
  query: OrderQuery = { include: orderWithItems },
): Promise<CheckoutResult<O>> {
  // A file is read to its end (or refused) before the answer; a refusal drains it.
  const drain = () => proofFile?.stream.resume();
  let proof: StoredUpload | null = null;
  try {
    const input = parseInput(checkoutSchema, rawInput);
    // InstaPay without a screenshot is refused at the lock unless the credit pays it all.
    // Nobody could be paid: the screen hides InstaPay then, and the server refuses it too.
    if (input.paymentMethod === 'instapay' && !(await getInstapayRecipient(app, { fresh: true }))) {
      throw ValidationError.forField('paymentMethod', checkoutMessages.instapayUnavailable);
    }
    await releaseStaleCardAttempts(app, { orderId: input.orderId });
    // The customer came back from the hosted page without paying and pays again: the unanswered
    // attempt is released at once (not after the hosted checkout's 30 minutes).
    if (input.replaceUnfinishedPayment) {
      await app.prisma.$transaction((tx) => releaseUnfinishedCardCheckout(tx, customerId, input.orderId));
    }
    const order = await getOwnOrder(app, customerId, input.orderId);
    assertPayable(order, app.now());
    if (input.orderType === 'trial' && !(await trialAvailable(app.prisma, customerId))) {
      throw ValidationError.forField('orderType', checkoutMessages.trialUsed);
    }
    const neighborhood = await servicedArea(app, input.address.area);
    const customer = await app.prisma.customer.findUniqueOrThrow({
      where: { id: customerId },
      select: { email: true },
    });

    if (input.paymentMethod === 'instapay' && proofFile) {
      proof = await storeUpload(app, {
        purpose: 'payment_proof',
        file: proofFile,
        uploader: { customerId },
        field: 'paymentProof',
      });
    } else drain();

    const locked = await lockForPayment(app, customerId, order, input, neighborhood, proof, query);
    if (locked.covered) {
      return { order: locked.order as O, hostedCheckout: null, message: checkoutMessages.paidByCredit };
    }
    if (input.paymentMethod === 'instapay') {
      app.logger.info({ orderId: order.id, paymentId: locked.paymentId }, 'InstaPay proof received');
      return { order: locked.order as O, hostedCheckout: null, message: checkoutMessages.instapaySubmitted };
    }
    try {
      const hostedCheckout = await createHostedCheckout(app, locked, order, input, customer, neighborhood.name);
      return { order: locked.order as O, hostedCheckout, message: checkoutMessages.orderPlaced };
    } catch (error) {
      await releaseAttempt(app, locked, error instanceof PaymobError ? error.name : 'intention_failed');
      if (error instanceof PaymobError) throw new UnavailableError(checkoutMessages.paymentUnavailable);
      throw error;
    }
  } catch (error) {
    drain();
    if (proof) await discardUpload(app, proof).catch(() => {});
    throw error;
  }
}
