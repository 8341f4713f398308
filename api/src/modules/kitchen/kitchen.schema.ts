import { NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { DeliveryAddressRef } from '../fulfilment/graphql.ts';
import { DeliverySlotEnum } from '../ordering/graphql.ts';
import {
  deliverySheet,
  type BagLine,
  type Delivery,
  type DeliveryArea,
  type DeliverySheet,
} from './deliverySheet.service.ts';
import { startDelivery } from './deliveryStart.service.ts';
import { mealPrep, type MealPrep, type MealPrepLine, type PrepCounts, type SlotPrep } from './mealPrep.service.ts';

const MealPortionEnum = builder.enumType('BagPortion', {
  description: 'The size of the meals in one line of a bag.',
  values: ['standard', 'large'] as const,
});

const MealPrepLineRef = builder.objectRef<MealPrepLine>('MealPrepLine').implement({
  description: 'One meal the kitchen cooks this week: how many standard and large portions.',
  fields: (t) => ({
    mealDatabaseId: t.exposeInt('mealId'),
    title: t.exposeString('title'),
    standard: t.exposeInt('standard'),
    large: t.exposeInt('large'),
    total: t.exposeInt('total'),
  }),
});

const MealPrepCountsRef = builder.objectRef<PrepCounts & { orders: number }>('MealPrepCounts').implement({
  description: 'Portions counted, and the orders they come from.',
  fields: (t) => ({
    standard: t.exposeInt('standard'),
    large: t.exposeInt('large'),
    total: t.exposeInt('total'),
    orders: t.exposeInt('orders'),
  }),
});

const SlotPrepRef = builder.objectRef<SlotPrep>('MealPrepSlot').implement({
  description: "A delivery slot's share of the week's meals.",
  fields: (t) => ({
    slot: t.expose('slot', { type: DeliverySlotEnum }),
    orders: t.exposeInt('orders'),
    standard: t.exposeInt('standard'),
    large: t.exposeInt('large'),
    total: t.exposeInt('total'),
  }),
});

const MealPrepRef = builder.objectRef<MealPrep>('MealPrep').implement({
  description:
    'What the kitchen cooks for a week: the orders that will be delivered (not skipped or cancelled; paid, InstaPay awaiting verification, or a subscriber order the deadline will charge). CSV: GET /api/admin/meal-prep/export?weekId=.',
  fields: (t) => ({
    weekLabel: t.exposeString('weekLabel'),
    meals: t.field({ type: [MealPrepLineRef], resolve: (prep) => prep.meals }),
    noSelection: t.field({
      type: MealPrepCountsRef,
      description: 'Meals not chosen yet, counted as random meals by the order’s default portion (mixed as standard).',
      resolve: (prep) => prep.noSelection,
    }),
    slots: t.field({ type: [SlotPrepRef], resolve: (prep) => prep.slots }),
    total: t.field({ type: MealPrepCountsRef, resolve: (prep) => prep.total }),
  }),
});

const BagLineRef = builder.objectRef<BagLine>('BagLine').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    portion: t.expose('portion', { type: MealPortionEnum }),
    quantity: t.exposeInt('quantity'),
  }),
});

const DeliveryRef = builder.objectRef<Delivery>('DeliverySheetEntry').implement({
  description: 'One box to deliver.',
  fields: (t) => ({
    orderDatabaseId: t.exposeInt('orderId'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    address: t.field({ type: DeliveryAddressRef, resolve: (d) => d.address }),
    addressLine: t.exposeString('addressLine'),
    notes: t.exposeString('notes'),
    mealCount: t.exposeInt('mealCount'),
    bag: t.field({ type: [BagLineRef], resolve: (d) => d.bag }),
    delivered: t.exposeBoolean('delivered'),
  }),
});

const DeliveryAreaRef = builder.objectRef<DeliveryArea>('DeliverySheetArea').implement({
  fields: (t) => ({
    area: t.exposeString('area'),
    deliveries: t.field({ type: [DeliveryRef], resolve: (a) => a.deliveries }),
  }),
});

const DeliverySheetRef = builder.objectRef<DeliverySheet>('DeliverySheet').implement({
  description:
    "A week's deliveries in one slot, grouped by area. CSV: GET /api/admin/delivery-sheet/export?weekId=&slot=.",
  fields: (t) => ({
    weekLabel: t.exposeString('weekLabel'),
    slot: t.expose('slot', { type: DeliverySlotEnum }),
    areas: t.field({ type: [DeliveryAreaRef], resolve: (s) => s.areas }),
    deliveryCount: t.exposeInt('deliveryCount'),
    mealCount: t.exposeInt('mealCount'),
    startedAt: t.expose('startedAt', {
      type: 'DateTime',
      nullable: true,
      description: "When an admin started this slot's delivery (customers were told); null before.",
    }),
  }),
});

builder.queryFields((t) => ({
  adminMealPrep: t.field({
    type: MealPrepRef,
    authScopes: { admin: true },
    description: "The week's Meal Prep table (admins only).",
    args: { weekId: t.arg.id({ required: true }) },
    resolve: (_root, args, { app }) => mealPrep(app, args.weekId),
  }),
  adminDeliverySheet: t.field({
    type: DeliverySheetRef,
    authScopes: { admin: true, partnerScope: 'deliveries:read' },
    description: "The week's delivery sheet for one slot (admins; partner keys with deliveries:read).",
    args: {
      weekId: t.arg.id({ required: true }),
      slot: t.arg.string({ required: true, description: 'morning or evening' }),
    },
    resolve: (_root, args, { app }) => deliverySheet(app, args.weekId, args.slot),
  }),
}));

const DeliveryStartInput = builder.inputType('DeliveryStartInput', {
  fields: (t) => ({
    weekId: t.id({ required: true }),
    slot: t.string({ required: true, description: 'morning or evening' }),
  }),
});

builder.mutationFields((t) => ({
  deliveryStart: t.field({
    type: DeliverySheetRef,
    authScopes: { admin: true },
    description:
      "Starts a slot's delivery: tells each customer on the sheet their box is on its way, once (admins only; audited; a second start answers the first). REST: POST /api/admin/delivery-sheet/start.",
    args: { input: t.arg({ type: DeliveryStartInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: (_root, { input }, ctx) => startDelivery(ctx.app, ctx.viewer.admin!.id, input.weekId, input.slot),
  }),
}));
