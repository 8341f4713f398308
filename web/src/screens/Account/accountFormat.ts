import { useMemo } from 'react';
import { useFormat, type Format } from '../../i18n/format.ts';
import { CUSTOMER_PAYMENT_STATUS_LABELS, PAYMENT_STATUS_COLORS } from '../../lib/labels.ts';

/**
 * Dates on the account in the page's language (customer specification: weekday, day and month
 * for weeks; day, month and year elsewhere): "Saturday 6 September" in English, "السبت ٦ سبتمبر"
 * in Arabic.
 */
export interface AccountFormat {
  /** A calendar date (`YYYY-MM-DD`) as "Saturday 6 September". */
  deliveryDay(date: string): string;
  /** A calendar date as "6 September 2025". */
  longDate(date: string): string;
  /** The deadline instant in Cairo time: "Tuesday 2 September, 23:59". */
  deadline(instant: string): string;
}

function accountFormatOf(format: Format): AccountFormat {
  return {
    deliveryDay: (date) => format.day(date, { weekday: 'long', day: 'numeric', month: 'long' }),
    longDate: (date) => format.day(date, { day: 'numeric', month: 'long', year: 'numeric' }),
    deadline: (instant) =>
      format.moment(instant, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
  };
}

/** The account's dates in the page's language. */
export function useAccountFormat(): AccountFormat {
  const format = useFormat();
  return useMemo(() => accountFormatOf(format), [format]);
}

/**
 * The badge of an order: a skipped week is "Skipped", never "Awaiting payment". The label is the
 * catalogue's English message: show it with `i18n._(label)`.
 */
export function orderBadge(order: { status: string; paymentStatus: string }): { label: string; color: string } {
  if (order.status === 'skipped') return { label: /*i18n*/ 'Skipped', color: 'gray' };
  return {
    label: CUSTOMER_PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus,
    color: PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray',
  };
}
