// The ordering module's rules, without its services: what an order's week, meal count, portion and
// slot may be, and what a plan allows (skip, edit). Subscriptions reads them here, so ordering's
// services may call subscriptions (a week's shape becoming the plan's defaults) without a cycle.
export { planStateOf, skipRefusal } from './orderRules.ts';
export { deliverySlotSchema, mealCountSchema, portionSizeSchema } from './selection.ts';
