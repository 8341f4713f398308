// The fulfilment module's public face: the orders back office (the Orders List with its filters,
// one order, the delivered flag).

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
