// The ordering module's GraphQL types: importing this file registers them (graphql/schema.ts).
export {
  DeliverySlotEnum,
  OrderRef,
  OrderStatusEnum,
  PaymentMethodKindEnum,
  PaymentStatusEnum,
  PortionSizeEnum,
} from './ordering.schema.ts';
import './ordering.schema.ts';
import './orderEdits.schema.ts';
