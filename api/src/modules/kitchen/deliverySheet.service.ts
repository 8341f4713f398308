// Delivery sheets: for a week and a slot, the deliveries drivers make, grouped by area.
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { DELIVERY_SLOTS, type DeliverySlot } from '../../shared/rules.ts';
import { getWeek } from '../catalog/index.ts';
import { addressSelect, deliveryAddressOf, type DeliveryAddress } from '../fulfilment/index.ts';
import { inert, willBeDelivered, type CsvFile } from './mealPrep.service.ts';

export interface BagLine {
  title: string;
  portion: 'standard' | 'large';
  quantity: number;
}

export interface Delivery {
  orderId: number;
  name: string;
  phone: string;
  /** Where the box goes (fulfilment's rule: checkout's snapshot, else the saved address). */
  address: DeliveryAddress;
  addressLine: string;
  notes: string;
  mealCount: number;
  bag: BagLine[];
  delivered: boolean;
}

export interface DeliveryArea {
  area: string;
  deliveries: Delivery[];
}

export interface DeliverySheet {
  weekId: number;
  weekLabel: string;
  slot: DeliverySlot;
  areas: DeliveryArea[];
  deliveryCount: number;
  mealCount: number;
  /** When an admin started the slot's delivery ("out for delivery" sent); null before. */
  startedAt: Date | null;
}

/** Random meals not picked yet read like this in a bag. */
export const CHEFS_CHOICE = "Chef's choice";

const sheetInput = z.object({
  slot: z.enum(DELIVERY_SLOTS, { error: 'Slot must be morning or evening' }),
});

/** The address on one line (empty parts left out), as drivers read it. */
export function deliveryAddressLine(address: Omit<DeliveryAddress, 'phone'>): string {
  return [
    address.name,
    address.street,
    address.building && `Building ${address.building}`,
    address.floor && `Floor ${address.floor}`,
    address.apartment && `Apartment ${address.apartment}`,
    address.area,
    address.landmark && `near ${address.landmark}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The week's deliveries in one slot: the orders that will be delivered (Meal Prep's rule),
 * grouped by area (alphabetically), each with its address as checkout saved it (a subscriber's
 * weekly order made by the engine has none: the customer's profile address stands in), notes,
 * meal count and bag (picked meals × portion, then the meals still to be chosen as the chef's
 * choice in the default portion).
 */
export async function deliverySheet(app: AppContext, weekRef: unknown, rawSlot: unknown): Promise<DeliverySheet> {
  const { slot } = parseInput(sheetInput, { slot: rawSlot });
  const week = await getWeek(app, requireDatabaseId(weekRef, 'Week'));
  const ids = await app.prisma.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM "Order" o
     WHERE o."weekId" = ${week.id} AND o."deliverySlot" = ${slot}::"DeliverySlot" AND ${willBeDelivered}`;
  const orders = await app.prisma.order.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    orderBy: { id: 'asc' },
    include: {
      customer: { select: { ...addressSelect.customer.select, deliveryNotes: true } },
      items: { select: { portionSize: true, meal: { select: { title: true } } }, orderBy: { id: 'asc' } },
    },
  });

  const run = await app.prisma.deliveryRun.findUnique({
    where: { weekId_slot: { weekId: week.id, slot } },
    select: { startedAt: true },
  });

  const byArea = new Map<string, Delivery[]>();
  for (const order of orders) {
    const customer = order.customer;
    const address = deliveryAddressOf(order);
    const bag = new Map<string, BagLine>();
    for (const item of order.items) {
      const key = `${item.meal.title}\u0000${item.portionSize}`;
      const line = bag.get(key) ?? { title: item.meal.title, portion: item.portionSize, quantity: 0 };
      bag.set(key, { ...line, quantity: line.quantity + 1 });
    }
    const missing = order.mealCount - order.items.length;
    if (missing > 0) {
      const portion = order.defaultPortionSize === 'large' ? 'large' : 'standard';
      bag.set(CHEFS_CHOICE, { title: CHEFS_CHOICE, portion, quantity: missing });
    }
    const delivery: Delivery = {
      orderId: order.id,
      name: address.name,
      phone: address.phone,
      address,
      addressLine: deliveryAddressLine(address),
      notes: order.deliveryAddress ? order.deliveryNotes : order.deliveryNotes || customer.deliveryNotes,
      mealCount: order.mealCount,
      bag: [...bag.values()],
      delivered: order.delivered,
    };
    const area = address.area || 'No area';
    byArea.set(area, [...(byArea.get(area) ?? []), delivery]);
  }
  const areas = [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, deliveries]) => ({
      area,
      deliveries: deliveries.sort((a, b) => a.name.localeCompare(b.name) || a.orderId - b.orderId),
    }));
  return {
    weekId: week.id,
    weekLabel: week.label,
    slot,
    areas,
    deliveryCount: orders.length,
    mealCount: orders.reduce((sum, order) => sum + order.mealCount, 0),
    startedAt: run?.startedAt ?? null,
  };
}

export const bagText = (bag: BagLine[]) =>
  bag.map((line) => `${line.quantity} × ${line.title} (${line.portion})`).join('; ');

export const DELIVERY_SHEET_CSV_COLUMNS = [
  'Area',
  'Order',
  'Name',
  'Phone',
  'Address',
  'Landmark',
  'Notes',
  'Meals',
  'Bag',
  'Delivered',
] as const;

/** The sheet as CSV for drivers: one line per delivery, by area. */
export async function deliverySheetCsv(app: AppContext, weekRef: unknown, slot: unknown): Promise<CsvFile> {
  const sheet = await deliverySheet(app, weekRef, slot);
  const rows = sheet.areas.flatMap(({ area, deliveries }) =>
    deliveries.map((d) => [
      inert(area),
      d.orderId,
      inert(d.name),
      /^\+\d+$/.test(d.phone) ? d.phone : inert(d.phone), // an E.164 number is not a formula
      inert(deliveryAddressLine({ ...d.address, landmark: '' })),
      inert(d.address.landmark),
      inert(d.notes),
      d.mealCount,
      inert(bagText(d.bag)),
      d.delivered ? 'yes' : 'no',
    ]),
  );
  const content = stringify(rows, {
    header: true,
    columns: [...DELIVERY_SHEET_CSV_COLUMNS],
    record_delimiter: 'windows',
  });
  const label = sheet.weekLabel.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { filename: `delivery-sheet-${label}-${sheet.slot}.csv`, content };
}
