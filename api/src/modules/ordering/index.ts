// The ordering module's public face: temporary meal selections and orders. Importing it
// registers the module's GraphQL types.
import './ordering.schema.ts';
import './orderEdits.schema.ts';

export { registerOrderingRoutes, orderJson } from './ordering.routes.ts';
export {
  DeliverySlotEnum,
  OrderRef,
  OrderStatusEnum,
  PaymentMethodKindEnum,
  PaymentStatusEnum,
  PortionSizeEnum,
} from './ordering.schema.ts';
export {
  getOwnOrder,
  isFirstSubscriptionOrderFor,
  orderWithItems,
  pendingOrderArgs,
  REPLACEABLE_PAYMENT_STATUSES,
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
export { releaseUnfinishedCardCheckout, unfinishedCardCheckoutWhere } from './paymentRetry.ts';
export { orderCapabilities, planStateOf, skipRefusal, type OrderCapabilities, type PlanState } from './orderRules.ts';
