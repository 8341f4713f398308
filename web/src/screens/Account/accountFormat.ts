/** Dates on the account (customer specification: weekday, day and month for weeks; en-GB long elsewhere). */
const deliveryDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const deadline = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

/** A calendar date (`YYYY-MM-DD`) as "Saturday 6 September". */
export const formatDeliveryDay = (date: string) => deliveryDay.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
/** A calendar date as "6 September 2025". */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
/** The deadline instant in Cairo time: "Tuesday 2 September, 23:59". */
export const formatDeadline = (instant: string) => deadline.format(new Date(instant));

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  processing: 'Being verified',
  confirmed: 'Paid',
  failed: 'Payment failed',
};

/** One colour per payment state, in every tab (Paid is green everywhere). */
export const PAYMENT_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'orange',
  confirmed: 'green',
  failed: 'red',
};

/** The badge of an order: a skipped week is "Skipped", never "Awaiting payment". */
export function orderBadge(order: { status: string; paymentStatus: string }): { label: string; color: string } {
  if (order.status === 'skipped') return { label: 'Skipped', color: 'gray' };
  return {
    label: PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus,
    color: PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray',
  };
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Card', instapay: 'InstaPay' };
