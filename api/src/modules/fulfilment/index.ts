// The fulfilment module's public face: the orders back office (the Orders List with its filters,
// one order, the delivered flag). Importing it registers the module's GraphQL types.
export { DeliveryAddressRef } from './fulfilment.schema.ts';

export { registerFulfilmentRoutes, adminOrderJson } from './fulfilment.routes.ts';
export {
  addressSelect,
  adminOrderInclude,
  deliveryAddressOf,
  orderWhere,
  parseOrderFilter,
  type AdminOrderRow,
  type DeliveryAddress,
  type OrderFilter,
} from './orders.service.ts';
export { findNextDeliveryWeek, listOrderWeeks } from './weeks.service.ts';
export { sendCustomerMails } from './mails.ts';
