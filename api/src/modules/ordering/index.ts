// The ordering module's public face: temporary meal selections and orders. Importing it

export {
  getOwnOrder,
  isFirstSubscriptionOrderFor,
  orderWithItems,
  paidSubscriptionOrdersSelect,
  pendingOrderArgs,
  withItemMeals,
  type OrderQuery,
  type OrderWithItems,
} from './orders.service.ts';
export {
  databaseId,
  DEADLINE_PASSED_MESSAGE,
  deliverySlotSchema,
  mealCountSchema,
  portionSizeSchema,
} from './selection.ts';
export { releaseUnfinishedCardCheckout } from './paymentRetry.ts';
export { orderCapabilities, planStateOf, skipRefusal, type OrderCapabilities, type PlanState } from './orderRules.ts';
