// The customer's account reads and profile: upcoming deliveries (one entry per week, with the
// week's order and what may still be done with it), order history, and name, e-mail, phone and
// address. Every rule about an order is ordering's (`orderCapabilities`); this module puts the
// answers together.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { Customer, Prisma } from '../../generated/prisma/client.ts';
import { JsonTooDeepError, parseClientJson } from '../../lib/jsonDepth.ts';
import { parseInput } from '../../lib/validation.ts';
import { checkoutMessages, checkPhone, profileAddressProblems, LANGUAGES } from '../../shared/rules.ts';
import { customerFlagsSelect } from '../auth/index.ts';
import { listLiveWindowWeeks, listUpcomingWeeks, liveWindowWeeksWhere, type WeekQuery } from '../catalog/index.ts';
import { findNeighborhoodByName } from '../onboarding/index.ts';
import {
  orderCapabilities,
  planStateOf,
  type OrderCapabilities,
  withItemMeals,
  type OrderQuery,
  type PlanState,
} from '../ordering/index.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';

/** Why a week of the account cannot be chosen (the specification's two disabled states). */
export type WeekRestriction = 'subscription_needed' | 'start_subscription';

export interface UpcomingWeek<W, O> {
  week: W;
  order: O | null;
  /** Null when there is no order for the week. */
  capabilities: OrderCapabilities | null;
  restriction: WeekRestriction | null;
  selectedMealCount: number;
}

const NOTHING_ALLOWED = { canEdit: false, canSkip: false, canUnskip: false, canChangePayment: false } as const;

/**
 * Adds what the account needs to a caller's order query (Pothos' selection, or REST's include),
 * whichever mode it is in: the item count and the fields the rules read.
 */
function withAccountFields<Q extends OrderQuery>(query: Q | undefined): Q {
  const count = { _count: { select: { items: true } } };
  if (query && 'select' in query && query.select) {
    const scalars = { id: true, weekId: true, status: true, paymentStatus: true, mealCount: true } as const;
    return { ...query, select: { ...query.select, ...scalars, ...count } };
  }
  return { ...query, include: { ...(query as { include?: object } | undefined)?.include, ...count } } as Q;
}

type AccountOrder = {
  id: number;
  weekId: number;
  status: Prisma.OrderGetPayload<object>['status'];
  paymentStatus: Prisma.OrderGetPayload<object>['paymentStatus'];
  _count: { items: number };
};

function restrictionFor(
  plan: PlanState,
  trialOrderId: number | null,
  order: { id: number } | null,
): WeekRestriction | null {
  if (plan === 'cancelled') return order ? null : 'subscription_needed';
  if (plan === 'subscriber') return null;
  // A trial customer may use only the trial box's week until a subscription starts.
  return order && order.id === trialOrderId ? null : 'start_subscription';
}

/** Whether a Prisma query (a GraphQL selection's) shapes the rows: an include or a select. */
const shapesRows = (query: WeekQuery | undefined): boolean =>
  query !== undefined && (('include' in query && query.include != null) || ('select' in query && query.select != null));

/**
 * What the account reads of the customer for their upcoming deliveries, as a `select` on the
 * customer's row: the plan, and the orders of the weeks not over yet that start within the live
 * window (with `orderQuery`'s relations). A GraphQL viewer asks for it beside its own fields, so
 * the whole read is one statement.
 */
export function upcomingDeliveriesSelect(app: AppContext, orderQuery?: OrderQuery) {
  return {
    subscription: { select: { status: true } },
    trial: { select: { orderId: true } },
    orders: {
      ...withAccountFields(orderQuery),
      where: { week: liveWindowWeeksWhere(app) },
    } as Prisma.Customer$ordersArgs,
  } satisfies Prisma.CustomerSelect;
}

/** The customer's row with what `upcomingDeliveriesSelect` reads. */
export interface CustomerUpcoming {
  subscription: { status: Prisma.SubscriptionGetPayload<object>['status'] } | null;
  trial: { orderId: number | null } | null;
  orders: unknown[];
}

/**
 * One entry per upcoming week (not over yet, starting within the live window): its order, if
 * any, and what the customer may do with it, from the customer's row as `upcomingDeliveriesSelect`
 * read it. The weeks come from memory, or from a statement of their own when the selection asks
 * for more than their rows.
 */
export async function upcomingDeliveriesOf<W extends WeekQuery, O extends OrderQuery>(
  app: AppContext,
  customer: CustomerUpcoming,
  weekQuery?: W,
): Promise<UpcomingWeek<Prisma.WeekGetPayload<W>, Prisma.OrderGetPayload<O>>[]> {
  // The bare rows (REST, or a selection of the week's own fields) come from memory.
  const weeks = shapesRows(weekQuery)
    ? await listUpcomingWeeks(app, { withinLiveWindow: true }, weekQuery)
    : await listLiveWindowWeeks(app);
  const orders = customer.orders as (Prisma.OrderGetPayload<O> & AccountOrder)[];
  const plan = planStateOf(customer.subscription);
  const now = app.now();

  return weeks.flatMap((week) => {
    const order = orders.find((candidate) => candidate.weekId === week.id) ?? null;
    // A week with no order that can no longer be ordered (not offered, or its deadline passed)
    // has nothing to show or do.
    if (!order && (!week.isSelectable || week.orderDeadline <= now)) return [];
    const restriction = restrictionFor(plan, customer.trial?.orderId ?? null, order);
    const capabilities = order ? orderCapabilities({ ...order, week }, plan, now) : null;
    return [
      {
        week: week as Prisma.WeekGetPayload<W>,
        order,
        capabilities: capabilities && restriction ? { ...capabilities, ...NOTHING_ALLOWED } : capabilities,
        restriction,
        selectedMealCount: order?._count.items ?? 0,
      },
    ];
  });
}

/**
 * `upcomingDeliveriesOf` for a customer by id: one statement (the plan with the orders) whatever
 * the number of weeks and meals, beside the weeks.
 */
export async function listUpcomingDeliveries<W extends WeekQuery, O extends OrderQuery>(
  app: AppContext,
  customerId: number,
  queries: { week?: W; order?: O } = {},
): Promise<UpcomingWeek<Prisma.WeekGetPayload<W>, Prisma.OrderGetPayload<O>>[]> {
  const customer = await app.prisma.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: upcomingDeliveriesSelect(app, queries.order),
  });
  return upcomingDeliveriesOf<W, O>(app, customer, queries.week);
}

const itemsInOrder = { include: { items: { orderBy: { id: 'asc' } } } } satisfies OrderQuery;

/**
 * `listUpcomingDeliveries` with each order as REST shows it: the week from its entry, the meals
 * from the catalogue in memory (`withItemMeals`); the same one statement.
 */
export async function listUpcomingDeliveriesWithItems(app: AppContext, customerId: number) {
  const entries = await listUpcomingDeliveries(app, customerId, { order: itemsInOrder });
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      order: entry.order && (await withItemMeals(app, { ...entry.order, week: entry.week })),
    })),
  );
}

/** Orders whose payment started: the account's history, newest week first. */
export const orderHistoryWhere = {
  paymentStatus: { in: ['processing', 'confirmed', 'failed'] },
} satisfies Prisma.OrderWhereInput;
export const orderHistoryOrder = [
  { week: { startDate: 'desc' } },
  { id: 'desc' },
] satisfies Prisma.OrderOrderByWithRelationInput[];

// --- profile

/** What a profile read includes for REST (GraphQL reads what its selection asks for). */
export const profileInclude = {
  neighborhood: true,
  ...customerFlagsSelect,
} satisfies Prisma.CustomerInclude;

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`);

const addressSchema = z.object({
  name: text('Name').optional(),
  street: text('Street').optional(),
  apartment: text('Apartment', 50).optional(),
  building: text('Building', 50).optional(),
  floor: text('Floor', 50).optional(),
  area: z.union([text('Area', 100), z.number().int().positive()]).optional(),
  landmark: text('Landmark').optional(),
  deliveryNotes: text('Delivery notes', 500).optional(),
});

const profileSchema = z.object({
  name: text('Name', 120).min(1, /*i18n*/ 'Name is required').optional(),
  email: z.string().trim().toLowerCase().email(/*i18n*/ 'Please enter a valid email address').max(254).optional(),
  phone: z.string().nullish(),
  preferredLanguage: z.enum(LANGUAGES).optional(),
  // The old product sent the address as a JSON string.
  address: z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return parseClientJson(value, 'Address');
      } catch (error) {
        if (error instanceof JsonTooDeepError) ctx.addIssue({ code: 'custom', message: error.message });
        return value;
      }
    }, addressSchema.nullish())
    .optional(),
});

export const EMAIL_TAKEN_MESSAGE =
  /*i18n*/ 'This email is already registered. Please use a different email or login with your existing account.';

/** The profile's fields as stored; only the fields the input names change. */
async function profileData(app: AppContext, customerId: number, input: z.output<typeof profileSchema>) {
  const data: Prisma.CustomerUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.email !== undefined) data.email = input.email;
  if (input.preferredLanguage !== undefined) data.preferredLanguage = input.preferredLanguage;
  if (input.phone !== undefined) {
    if (input.phone === null || input.phone.trim() === '') data.phone = null;
    else {
      const phone = checkPhone(input.phone);
      if (!phone.ok) throw ValidationError.forField('phone', phone.message);
      data.phone = phone.e164;
    }
    // A verification proves one number: another one must be verified again.
    const stored = await app.prisma.customer.findUnique({ where: { id: customerId }, select: { phone: true } });
    if (stored?.phone !== data.phone) data.phoneVerifiedAt = null;
  }
  const address = input.address;
  if (address) {
    await assertProfileAddress(app, customerId, address);
    const fields = ['street', 'apartment', 'building', 'floor', 'landmark', 'deliveryNotes'] as const;
    for (const field of fields) if (address[field] !== undefined) data[field] = address[field];
    if (address.name !== undefined) data.addressName = address.name;
    if (address.area !== undefined) data.neighborhood = await servicedNeighborhood(app, address.area);
  }
  return data;
}

/**
 * The address the profile would keep (what is stored, with the fields the input names) follows
 * the checkout's rule (`profileAddressProblems`): a street and an area, each field within its
 * limit. Every problem is answered at once, each under its field (`['address', 'street']`).
 */
async function assertProfileAddress(
  app: AppContext,
  customerId: number,
  address: NonNullable<z.output<typeof profileSchema>['address']>,
) {
  const stored = await app.prisma.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: {
      addressName: true,
      street: true,
      apartment: true,
      building: true,
      floor: true,
      landmark: true,
      neighborhood: { select: { name: true } },
    },
  });
  const pick = (typed: string | undefined, current: string) => (typed === undefined ? current : typed);
  const problems = profileAddressProblems({
    name: pick(address.name, stored.addressName),
    street: pick(address.street, stored.street),
    apartment: pick(address.apartment, stored.apartment),
    building: pick(address.building, stored.building),
    floor: pick(address.floor, stored.floor),
    landmark: pick(address.landmark, stored.landmark),
    area: address.area === undefined ? (stored.neighborhood?.name ?? '') : String(address.area),
  });
  if (problems.length > 0) {
    throw new ValidationError(
      problems[0]!.message,
      problems.map((problem) => ({ path: ['address', problem.field], message: problem.message })),
    );
  }
}

async function servicedNeighborhood(app: AppContext, area: string | number) {
  if (area === '') return { disconnect: true };
  const neighborhood =
    typeof area === 'number'
      ? await app.prisma.neighborhood.findUnique({ where: { id: area } })
      : await findNeighborhoodByName(app, area);
  if (!neighborhood?.isServiced) {
    throw ValidationError.forField(
      ['address', 'area'],
      checkoutMessages.areaNotServiced(neighborhood?.name ?? String(area)),
    );
  }
  return { connect: { id: neighborhood.id } };
}

/** Changes the customer's own profile; answers the customer read with `query`. */
export async function updateProfile<Q extends Prisma.CustomerDefaultArgs>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query?: Q,
): Promise<Prisma.CustomerGetPayload<Q>> {
  const data = await profileData(app, customerId, parseInput(profileSchema, input));
  try {
    return (await app.prisma.customer.update({
      ...query,
      where: { id: customerId },
      data,
    })) as Prisma.CustomerGetPayload<Q>;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

export function getProfile<Q extends Prisma.CustomerDefaultArgs>(app: AppContext, customerId: number, query?: Q) {
  return app.prisma.customer.findUniqueOrThrow({ ...query, where: { id: customerId } }) as unknown as Promise<
    Prisma.CustomerGetPayload<Q>
  >;
}

/** The address as the profile and checkout show it. */
export function addressOf(
  customer: Pick<
    Customer,
    'addressName' | 'street' | 'apartment' | 'building' | 'floor' | 'landmark' | 'deliveryNotes'
  > & { neighborhood: { name: string } | null },
) {
  return {
    name: customer.addressName,
    street: customer.street,
    apartment: customer.apartment,
    building: customer.building,
    floor: customer.floor,
    area: customer.neighborhood?.name ?? '',
    landmark: customer.landmark,
    deliveryNotes: customer.deliveryNotes,
  };
}
