// The fulfilment module's public face: the orders back office (the Orders List with its filters,
// one order, the delivered flag).

export {
  addressSelect,
  adminOrderInclude,
  deliveryAddressOf,
  type AdminOrderRow,
  type DeliveryAddress,
} from './orders.service.ts';
