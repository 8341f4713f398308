import { CUSTOMER_PAYMENT_STATUS_LABELS, PAYMENT_STATUS_COLORS } from '../../lib/labels.ts';
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

/** The badge of an order: a skipped week is "Skipped", never "Awaiting payment". */
export function orderBadge(order: { status: string; paymentStatus: string }): { label: string; color: string } {
  if (order.status === 'skipped') return { label: 'Skipped', color: 'gray' };
  return {
    label: CUSTOMER_PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus,
    color: PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray',
  };
}
