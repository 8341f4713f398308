// The customer's account reads and profile: upcoming deliveries (one entry per week, with the
// week's order and what may still be done with it), order history, and name, e-mail, phone and
// address. Every rule about an order is ordering's (`orderCapabilities`); this module puts the
// answers together.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { checkPhone } from '../../shared/rules.ts';
import { customerFlagsSelect } from '../auth/index.ts';
import { listLiveWindowWeeks, listUpcomingWeeks, mealRowsById, type WeekQuery } from '../catalog/index.ts';
import { findNeighborhoodByName } from '../onboarding/index.ts';
import {
  orderCapabilities,
  planStateOf,
  type OrderCapabilities,
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
 * One entry per upcoming week (not over yet, starting within the live window): its order, if
 * any, and what the customer may do with it. One statement whatever the number of weeks and
 * meals: the customer's plan with their orders for those weeks (with `orderQuery`'s relations);
 * the weeks come from memory, or from a statement of their own when the selection asks for
 * more than their rows.
 */
export async function listUpcomingDeliveries<W extends WeekQuery, O extends OrderQuery>(
  app: AppContext,
  customerId: number,
  queries: { week?: W; order?: O } = {},
): Promise<UpcomingWeek<Prisma.WeekGetPayload<W>, Prisma.OrderGetPayload<O>>[]> {
  // The bare rows (REST, or a selection of the week's own fields) come from memory.
  const weeks = shapesRows(queries.week)
    ? await listUpcomingWeeks(app, { withinLiveWindow: true }, queries.week)
    : await listLiveWindowWeeks(app);
  const customer = await app.prisma.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: {
      subscription: { select: { status: true } },
      trial: { select: { orderId: true } },
      orders: {
        ...withAccountFields(queries.order),
        where: { weekId: { in: weeks.map((week) => week.id) } },
      } as Prisma.Customer$ordersArgs,
    },
  });
  const orders = customer.orders as unknown as (Prisma.OrderGetPayload<O> & AccountOrder)[];
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

const itemsInOrder = { include: { items: { orderBy: { id: 'asc' } } } } satisfies OrderQuery;

/**
 * `listUpcomingDeliveries` with each order's week, items and their meals, as the REST answer
 * shows them: the same one statement, the week from its entry and the meals from the catalogue
 * in memory (`mealRowsById`).
 */
export async function listUpcomingDeliveriesWithItems(app: AppContext, customerId: number) {
  const entries = await listUpcomingDeliveries(app, customerId, { order: itemsInOrder });
  const meals = await mealRowsById(
    app,
    entries.flatMap(({ order }) => order?.items.map((item) => item.mealId) ?? []),
  );
  return entries.map((entry) => ({
    ...entry,
    order: entry.order && {
      ...entry.order,
      week: entry.week,
      items: entry.order.items.map((item) => ({ ...item, meal: meals.get(item.mealId)! })),
    },
  }));
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
  name: text('Name', 120).min(1, 'Name is required').optional(),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254).optional(),
  phone: z.string().nullish(),
  // The old product sent the address as a JSON string.
  address: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, addressSchema.nullish())
    .optional(),
});

export const EMAIL_TAKEN_MESSAGE =
  'This email is already registered. Please use a different email or login with your existing account.';

/** The profile's fields as stored; only the fields the input names change. */
async function profileData(app: AppContext, input: z.output<typeof profileSchema>) {
  const data: Prisma.CustomerUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.email !== undefined) data.email = input.email;
  if (input.phone !== undefined) {
    if (input.phone === null || input.phone.trim() === '') data.phone = null;
    else {
      const phone = checkPhone(input.phone);
      if (!phone.ok) throw ValidationError.forField('phone', phone.message);
      data.phone = phone.e164;
    }
  }
  const address = input.address;
  if (address) {
    const fields = ['street', 'apartment', 'building', 'floor', 'landmark', 'deliveryNotes'] as const;
    for (const field of fields) if (address[field] !== undefined) data[field] = address[field];
    if (address.name !== undefined) data.addressName = address.name;
    if (address.area !== undefined) data.neighborhood = await servicedNeighborhood(app, address.area);
  }
  return data;
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
      `We don't deliver to ${String(area)} yet. Please choose a served area.`,
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
  const data = await profileData(app, parseInput(profileSchema, input));
  try {
    return (await app.prisma.customer.update({
      ...query,
      where: { id: customerId },
      data,
    })) as Prisma.CustomerGetPayload<Q>;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}

export function getProfile<Q extends Prisma.CustomerDefaultArgs>(app: AppContext, customerId: number, query?: Q) {
  return app.prisma.customer.findUniqueOrThrow({ ...query, where: { id: customerId } }) as unknown as Promise<
    Prisma.CustomerGetPayload<Q>
  >;
}

/** The address as the profile and checkout show it. */
export function addressOf(customer: {
  addressName: string;
  street: string;
  apartment: string;
  building: string;
  floor: string;
  landmark: string;
  deliveryNotes: string;
  neighborhood: { name: string } | null;
}) {
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
