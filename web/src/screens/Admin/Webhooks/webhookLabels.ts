// The delivery statuses as the back office names them (catalogue messages: show through `i18n._`),
// and the events by the names partners receive (`order.confirmed`, not GraphQL's `order_confirmed`).

export const deliveryStatusLabels: Record<string, string> = {
  pending: /*i18n*/ 'Pending',
  succeeded: /*i18n*/ 'Delivered',
  failed: /*i18n*/ 'Retrying',
  given_up: /*i18n*/ 'Given up',
};

export const deliveryStatusColors: Record<string, string> = {
  pending: 'gray',
  succeeded: 'green',
  failed: 'orange',
  given_up: 'red',
};

/** `order_confirmed` → `order.confirmed`: the event's name on the wire. */
export const eventName = (value: string): string => value.replace('_', '.');
