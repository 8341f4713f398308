// The subscription lifecycle: read, cancel, resume, defaults, start (a trial
// customer becoming a subscriber), and the saved card used for the weekly
// charges (list, replace through a Paymob card-verification checkout).

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../../errors.ts';
import type { Prisma, SavedCard, Subscription } from '../../generated/prisma/client.ts';
import { PaymobError, paymentGateway } from '../../lib/paymob/index.ts';
import { JsonTooDeepError, parseClientJson } from '../../lib/jsonDepth.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  CANCEL_REASON_TEXT_LIMIT,
  inEnglish,
  CANCEL_REASONS,
  MENU_DEFAULT_MEAL_COUNT,
  PAUSE_WEEKS_MAX,
  PAUSE_WEEKS_MIN,
} from '../../shared/rules.ts';
import { listUpcomingWeeks } from '../catalog/index.ts';
import { deliverySlotSchema, mealCountSchema, planStateOf, portionSizeSchema, skipRefusal } from '../ordering/rules.ts';
import { loadPriceTable, quote } from '../pricing/index.ts';
import { ensureSubscriptionOrders } from './engine.service.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import { publishSubscriptionCancelled } from '../partnerWebhooks/index.ts';

export const subscriptionMessages = {
  none: /*i18n*/ 'You have no subscription yet.',
  alreadyCancelled: /*i18n*/ 'Your subscription is already cancelled.',
  alreadyActive: /*i18n*/ 'Your subscription is already active.',
  alreadySubscribed: /*i18n*/ 'You already have an active subscription.',
  cardOnly: /*i18n*/ 'Subscriptions are paid by card.',
  providerDown: /*i18n*/ 'We could not reach the payment provider. Please try again in a few minutes.',
} as const;

/** Card verification: Paymob needs an amount; EGP 1, the smallest whole-pound charge. */
export const CARD_VERIFICATION_PIASTERS = 100;

export type SubscriptionQuery = Prisma.SubscriptionDefaultArgs;
type SubscriptionRow<Q extends SubscriptionQuery> = Prisma.SubscriptionGetPayload<Q>;

export function findSubscription<Q extends SubscriptionQuery>(app: AppContext, customerId: number, query?: Q) {
  return app.prisma.subscription.findUnique({
    ...query,
    where: { customerId },
  }) as unknown as Promise<SubscriptionRow<Q> | null>;
}

async function requireSubscription<Q extends SubscriptionQuery>(app: AppContext, customerId: number, query?: Q) {
  const subscription = await findSubscription(app, customerId, query);
  if (!subscription) throw new NotFoundError(subscriptionMessages.none);
  return subscription;
}

/** What /api/user/subscription/status answers (null status: the customer never subscribed). */
export async function subscriptionStatus(app: AppContext, customerId: number) {
  const subscription = await findSubscription(app, customerId);
  return {
    subscriptionStatus: subscription?.status ?? null,
    subscriptionCancelledAt: subscription?.cancelledAt?.toISOString() ?? null,
  };
}

const cancelSchema = z
  .object({
    reason: z
      .enum(CANCEL_REASONS.map((entry) => entry.value) as [string, ...string[]], {
        error: 'Please choose a reason from the list',
      })
      .nullish(),
    reasonText: z
      .string()
      .trim()
      .max(CANCEL_REASON_TEXT_LIMIT, `Reason: at most ${CANCEL_REASON_TEXT_LIMIT} characters`)
      .nullish(),
  })
  .nullish()
  .superRefine((input, ctx) => {
    if (input?.reason === 'other' && !input.reasonText) {
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'Please tell us why you are cancelling' });
    }
  });

export type SubscriptionCancelInput = z.input<typeof cancelSchema>;

/**
 * Cancels: the subscription stops and every order not paid or being paid is
 * cancelled (also one whose week's deadline has passed but that the deadline
 * run has not charged yet). Paid orders stay and are delivered. The reason the
 * customer gave (one of CANCEL_REASONS, "other" with their words) is kept for
 * the back office; the old client sends none.
 */
export async function cancelSubscription<Q extends SubscriptionQuery>(
  app: AppContext,
  customerId: number,
  query?: Q,
  input?: unknown,
) {
  const why = parseInput(cancelSchema, input ?? null);
  await requireSubscription(app, customerId);
  return app.prisma.$transaction(async (tx) => {
    const changed = await tx.subscription.updateMany({
      where: { customerId, status: 'active' },
      data: {
        status: 'cancelled',
        cancelledAt: app.now(),
        cancelReason: why?.reason ?? null,
        cancelReasonText: why?.reasonText || null,
      },
    });
    if (changed.count !== 1) throw new ConflictError(subscriptionMessages.alreadyCancelled);
    await publishSubscriptionCancelled(tx, customerId, app.now());
    // Conditional on pending: an order the deadline run has claimed (processing) is left to it.
    await tx.order.updateMany({
      where: { customerId, paymentStatus: 'pending', status: { in: ['not_selected', 'selected', 'skipped'] } },
      data: { status: 'cancelled' },
    });
    return tx.subscription.findUniqueOrThrow({ ...query, where: { customerId } }) as unknown as Promise<
      SubscriptionRow<Q>
    >;
  });
}

/** The amounts of an order made from defaults, before any meal is chosen. */
async function defaultAmounts(app: AppContext, tx: Db, defaults: Pick<Subscription, 'mealCount' | 'portionSize'>) {
  const amounts = quote(await loadPriceTable(app, tx), {
    mealCount: defaults.mealCount,
    largeMeals: defaults.portionSize === 'large' ? defaults.mealCount : 0,
    isFirstSubscriptionOrder: false,
  });
  return {
    subtotalPiasters: amounts.subtotal,
    discountPiasters: amounts.discount,
    deliveryFeePiasters: amounts.deliveryFee,
    totalPiasters: amounts.total,
  };
}

/**
 * Resets the customer's live-week orders that `where` selects (never paid) to
 * the defaults: no meals, the default count, size and slot, `not_selected`.
 */
async function resetLiveOrders(
  tx: Prisma.TransactionClient,
  app: AppContext,
  customerId: number,
  defaults: Pick<Subscription, 'mealCount' | 'portionSize' | 'deliverySlot'>,
  where: Prisma.OrderWhereInput,
) {
  const liveWeekIds = (await listUpcomingWeeks(app, { liveOnly: true, db: tx })).map((week) => week.id);
  const scope = { customerId, weekId: { in: liveWeekIds }, paymentStatus: 'pending' as const, ...where };
  await tx.orderItem.deleteMany({ where: { order: scope } });
  await tx.order.updateMany({
    where: scope,
    data: {
      status: 'not_selected',
      purchaseType: 'subscription',
      paymentMethod: 'card',
      mealCount: defaults.mealCount,
      defaultPortionSize: defaults.portionSize,
      deliverySlot: defaults.deliverySlot,
      isFirstSubscriptionOrder: false,
      ...(await defaultAmounts(app, tx, defaults)),
    },
  });
}

/** Resumes: active again, and the live weeks are regenerated from the defaults. */
export async function resumeSubscription<Q extends SubscriptionQuery>(app: AppContext, customerId: number, query?: Q) {
  await requireSubscription(app, customerId);
  const subscription = await app.prisma.$transaction(async (tx) => {
    const changed = await tx.subscription.updateMany({
      where: { customerId, status: 'cancelled' },
      data: { status: 'active', cancelledAt: null, cancelReason: null, cancelReasonText: null },
    });
    if (changed.count !== 1) throw new ConflictError(subscriptionMessages.alreadyActive);
    await tx.customer.update({ where: { id: customerId }, data: { userType: 'subscriber' } });
    const resumed = await tx.subscription.findUniqueOrThrow({ where: { customerId } });
    await resetLiveOrders(tx, app, customerId, resumed, { status: 'cancelled' });
    await ensureSubscriptionOrders(app, { customerId, db: tx });
    return resumed;
  });
  return (query ? findSubscription(app, customerId, query) : subscription) as Promise<SubscriptionRow<Q>>;
}

/** A field left out (or null) keeps its value: a null is never a value here, it means "not sent". */
const unlessSent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

const defaultsSchema = z
  .object({
    mealCount: unlessSent(mealCountSchema),
    portionSize: unlessSent(portionSizeSchema),
    deliverySlot: unlessSent(deliverySlotSchema),
  })
  .refine((defaults) => Object.values(defaults).some((value) => value !== undefined), {
    message: 'Send at least one of mealCount, portionSize and deliverySlot',
  });

/**
 * New defaults for the weeks to come: only the fields sent change (a mixed plan
 * whose slot alone is changed stays mixed). Live-week orders the customer has
 * not touched (no meal chosen, not skipped) follow them at once; the others
 * keep what the customer chose.
 */
export async function updateSubscriptionDefaults<Q extends SubscriptionQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query?: Q,
) {
  const defaults = parseInput(defaultsSchema, input);
  await requireSubscription(app, customerId);
  await app.prisma.$transaction(async (tx) => {
    const updated = await tx.subscription.update({ where: { customerId }, data: defaults });
    if (updated.status === 'active') {
      await resetLiveOrders(tx, app, customerId, updated, { status: 'not_selected', items: { none: {} } });
    }
  });
  return findSubscription(app, customerId, query) as Promise<SubscriptionRow<Q>>;
}

/**
 * A delivery change applied to future weeks (ordering's order edits) becomes the running
 * subscription's defaults, in the caller's transaction, so weeks generated later follow it. A
 * cancelled subscription keeps its defaults until it is resumed through the Subscription tab.
 */
export async function adoptDeliveryAsDefaults(
  tx: Db,
  customerId: number,
  defaults: Pick<Subscription, 'mealCount' | 'portionSize' | 'deliverySlot'>,
) {
  await tx.subscription.updateMany({ where: { customerId, status: 'active' }, data: defaults });
}

// --- the saved card

/** The card the subscription charges: its own, else the customer's default, else the newest. */
function cardInUse(cards: SavedCard[], subscription: Pick<Subscription, 'savedCardId'> | null) {
  return (
    cards.find((card) => card.id === subscription?.savedCardId) ??
    cards.find((card) => card.isDefault) ??
    cards.at(0) ??
    null
  );
}

/** The customer's saved cards, newest first; `isDefault` marks the one the weekly charges use. */
export async function listPaymentMethods(app: AppContext, customerId: number) {
  const [cards, subscription] = await Promise.all([
    app.prisma.savedCard.findMany({ where: { customerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    findSubscription(app, customerId),
  ]);
  const inUse = cardInUse(cards, subscription);
  return cards.map((card) => ({ ...card, isDefault: card.id === inUse?.id }));
}

const ADDRESS_NOT_VALID = /*i18n*/ 'Address is not valid';

/** The billing address as the old client sends it (a JSON string) or as an object. */
const addressSchema = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return {};
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = parseClientJson(value, 'Address');
      } catch (error) {
        if (error instanceof JsonTooDeepError) {
          ctx.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
        parsed = undefined;
      }
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_NOT_VALID });
      return z.NEVER;
    }
    return parsed as Record<string, unknown>;
  })
  .pipe(
    z
      .object({
        name: z.string(ADDRESS_NOT_VALID).max(100).optional(),
        street: z.string(ADDRESS_NOT_VALID).max(200).optional(),
        building: z.string(ADDRESS_NOT_VALID).max(50).optional(),
        floor: z.string(ADDRESS_NOT_VALID).max(50).optional(),
        apartment: z.string(ADDRESS_NOT_VALID).max(50).optional(),
        phone: z.string(ADDRESS_NOT_VALID).max(20).optional(),
      })
      .catchall(z.unknown()),
  );

const cardUpdateSchema = z.object({ address: addressSchema.optional() });

export interface CardSetup {
  intentionId: string;
  publicKey: string;
  clientSecret: string;
  checkoutUrl: string;
}

const text = (value: string | null | undefined, max = 50) =>
  value && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * Starts replacing the saved card: a Paymob card-verification checkout (EGP 1)
 * with card saving on. The card-token callback saves the new card and the
 * subscription uses it from then on (the payments module's card-token callback).
 */
export async function startCardUpdate(app: AppContext, customerId: number, input: unknown): Promise<CardSetup> {
  const { address = {} } = parseInput(cardUpdateSchema, input);
  const customer = await app.prisma.customer.findUniqueOrThrow({ where: { id: customerId } });
  const reference = `card-${customerId}-${randomBytes(6).toString('hex')}`;
  const payment = await app.prisma.payment.create({
    data: {
      customerId,
      provider: 'paymob',
      kind: 'card_verification',
      amountPiasters: CARD_VERIFICATION_PIASTERS,
      reference,
    },
  });
  const paymob = paymentGateway(app);
  const name = (address.name ?? customer.addressName ?? customer.name).trim() || customer.email;
  const [firstName, ...rest] = name.split(/\s+/);
  try {
    const intention = await paymob.client.createIntention({
      amountPiasters: CARD_VERIFICATION_PIASTERS,
      items: [{ name: 'Card verification', amountPiasters: CARD_VERIFICATION_PIASTERS, quantity: 1 }],
      billing: {
        firstName: firstName!.slice(0, 100),
        lastName: rest.join(' ').slice(0, 100) || 'NA',
        email: customer.email,
        phoneNumber: text(address.phone ?? customer.phone, 20) ?? 'NA',
        street: text(address.street ?? customer.street),
        building: text(address.building ?? customer.building),
        floor: text(address.floor ?? customer.floor),
        apartment: text(address.apartment ?? customer.apartment),
        city: 'Cairo',
      },
      specialReference: reference,
      notificationUrl: paymob.notificationUrl,
      redirectionUrl: paymob.redirectionUrl,
      saveCard: true,
      expiresInSeconds: 30 * 60,
      extras: { paymentId: payment.id, purpose: 'card_verification' },
    });
    await app.prisma.payment.update({ where: { id: payment.id }, data: { providerRef: intention.paymobOrderId } });
    return {
      intentionId: intention.intentionId,
      publicKey: paymob.settings.publicKey,
      clientSecret: intention.clientSecret,
      checkoutUrl: intention.checkoutUrl,
    };
  } catch (error) {
    await app.prisma.payment.update({
      where: { id: payment.id },
      data: { status: 'failed', failureReason: error instanceof Error ? error.message.slice(0, 500) : 'failed' },
    });
    if (error instanceof PaymobError) {
      app.logger.warn({ err: error, customerId }, 'card update not started');
      throw new UnavailableError(subscriptionMessages.providerDown);
    }
    throw error;
  }
}

// --- starting a subscription

const startSchema = z.object({
  paymentMethod: z
    .enum(['credit_card', 'card'], { error: subscriptionMessages.cardOnly })
    .optional()
    .default('credit_card'),
  // The old client sends mockPayment: true; the card is never mocked here.
  mockPayment: z.boolean().optional(),
});

/**
 * A customer without a running subscription starts one: defaults from their
 * latest order (else 6 standard meals in the morning), the card they saved
 * (if any), orders for the live weeks at once. A cancelled subscription is
 * resumed instead. Without a saved card the answer carries a card checkout to
 * save one before the first deadline (otherwise that charge fails and says so).
 */
export async function startSubscription<Q extends SubscriptionQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query?: Q,
): Promise<{ subscription: SubscriptionRow<Q>; cardSetup: CardSetup | null }> {
  parseInput(startSchema, input);
  const existing = await findSubscription(app, customerId);
  if (existing?.status === 'active') throw new ConflictError(subscriptionMessages.alreadySubscribed);
  if (existing) {
    const subscription = await resumeSubscription(app, customerId, query);
    return { subscription, cardSetup: existing.savedCardId ? null : await cardSetupIfPossible(app, customerId) };
  }
  const [latest, cards] = await Promise.all([
    app.prisma.order.findFirst({ where: { customerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    app.prisma.savedCard.findMany({ where: { customerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  ]);
  const card = cardInUse(cards, null);
  try {
    await app.prisma.$transaction(async (tx) => {
      await tx.subscription.create({
        data: {
          customerId,
          status: 'active',
          mealCount: latest?.mealCount ?? MENU_DEFAULT_MEAL_COUNT,
          portionSize: latest?.defaultPortionSize ?? 'standard',
          deliverySlot: latest?.deliverySlot ?? 'morning',
          savedCardId: card?.id ?? null,
          startedAt: app.now(),
        },
      });
      await tx.customer.update({ where: { id: customerId }, data: { userType: 'subscriber' } });
      // The live weeks' orders with the subscription, so the new subscriber can skip or pick at once.
      await ensureSubscriptionOrders(app, { customerId, db: tx });
    });
  } catch (error) {
    // Two starts at once: the unique customerId lets one through.
    if (isUniqueViolation(error)) throw new ConflictError(subscriptionMessages.alreadySubscribed);
    throw error;
  }
  const subscription = (await findSubscription(app, customerId, query)) as SubscriptionRow<Q>;
  return { subscription, cardSetup: card ? null : await cardSetupIfPossible(app, customerId) };
}

/** The card checkout for a new subscriber; Paymob down is no reason to refuse the start (the card can be added later). */
async function cardSetupIfPossible(app: AppContext, customerId: number): Promise<CardSetup | null> {
  try {
    return await startCardUpdate(app, customerId, {});
  } catch (error) {
    if (error instanceof UnavailableError) return null;
    throw error;
  }
}

// --- pausing

const pauseSchema = z.object({
  weeks: z
    .number({ error: `Weeks must be a whole number from ${PAUSE_WEEKS_MIN} to ${PAUSE_WEEKS_MAX}` })
    .int(`Weeks must be a whole number from ${PAUSE_WEEKS_MIN} to ${PAUSE_WEEKS_MAX}`)
    .min(PAUSE_WEEKS_MIN, `Weeks must be a whole number from ${PAUSE_WEEKS_MIN} to ${PAUSE_WEEKS_MAX}`)
    .max(PAUSE_WEEKS_MAX, `Weeks must be a whole number from ${PAUSE_WEEKS_MIN} to ${PAUSE_WEEKS_MAX}`),
});

export type SubscriptionPauseInput = z.input<typeof pauseSchema>;

export const pauseMessages = {
  notActive: /*i18n*/ 'Only a running subscription can be paused.',
  tooFew: (open: number) =>
    open === 0
      ? /*i18n*/ 'No upcoming week can be skipped now: every open week is paid or past its deadline.'
      : inEnglish(/*i18n*/ 'Only {open} upcoming week(s) can be skipped now. Choose {open} or fewer.', { open }),
} as const;

/**
 * Pauses: skips the customer's next `weeks` deliveries in one transaction, all or nothing. The
 * weeks are the live weeks, soonest first, whose order can be skipped (before its deadline,
 * not paid or being paid); a week already skipped counts as paused, and a paid week is
 * delivered and passed over. Orders of live weeks are made first (a new subscriber's included).
 * Fewer such weeks than asked is a ValidationError and nothing changes. Answers the skipped
 * orders (with their weeks), soonest first.
 */
export async function pauseSubscription(app: AppContext, customerId: number, input: unknown) {
  const { weeks: count } = parseInput(pauseSchema, input);
  await requireSubscription(app, customerId);
  return app.prisma.$transaction(async (tx) => {
    // Lock the subscription row: a cancel or another pause waits for this one.
    const [subscription] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM "Subscription" WHERE "customerId" = ${customerId} FOR UPDATE`;
    if (subscription?.status !== 'active') throw new ConflictError(pauseMessages.notActive);
    await ensureSubscriptionOrders(app, { customerId, db: tx });
    const weeks = await listUpcomingWeeks(app, { liveOnly: true, db: tx });
    const orders = await tx.order.findMany({
      where: { customerId, weekId: { in: weeks.map((week) => week.id) } },
      include: { week: true },
    });
    const now = app.now();
    const plan = planStateOf({ status: 'active' });
    const pausable = orders
      .filter((order) => order.status === 'skipped' || skipRefusal(order, plan, now) === null)
      .sort((a, b) => a.week.startDate.getTime() - b.week.startDate.getTime());
    if (pausable.length < count) throw ValidationError.forField('weeks', pauseMessages.tooFew(pausable.length));
    const chosen = pausable.slice(0, count);
    const toSkip = chosen.filter((order) => order.status !== 'skipped').map((order) => order.id);
    // Conditional, so an order paid or changed since it was read makes the whole pause fail.
    const skipped = await tx.order.updateMany({
      where: {
        id: { in: toSkip },
        customerId,
        paymentStatus: { in: ['pending', 'failed'] },
        status: { not: 'cancelled' },
      },
      data: { status: 'skipped' },
    });
    if (skipped.count !== toSkip.length)
      throw new ConflictError(/*i18n*/ 'Your weeks changed meanwhile. Please try again.');
    // The orders as they are now (skipped), each with its week, soonest first.
    const ids = chosen.map((order) => order.id);
    const written = await tx.order.findMany({ where: { id: { in: ids } }, include: { week: true } });
    return ids.map((id) => written.find((order) => order.id === id)!);
  });
}
