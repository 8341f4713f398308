/**
 * Numbers, money and dates in the page's language: English as the product has always written
 * them ("EGP 1,291", the server's week labels), Arabic through `Intl` for ar-EG (its digits,
 * "ج.م.‏", Arabic month and weekday names), in Cairo's time.
 */
import { useLingui } from '@lingui/react';
import { formatEgpAmount } from '@rules';
import { useMemo } from 'react';
import { intlLocaleOf, type Locale } from './index.ts';

const CAIRO = 'Africa/Cairo';

/** A calendar date (`2026-12-04`) as a Date at UTC midnight, formatted in UTC so it stays that day. */
const calendarDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

export interface Format {
  locale: Locale;
  /** An amount in piasters, in whole pounds. */
  money(piasters: number): string;
  number(value: number): string;
  /** A week as its dates: the server's label in English ("Dec 4-Dec 10, 2026"). */
  week(week: { label: string; startDate: string; endDate: string }): string;
  /** A calendar date (`YYYY-MM-DD`) with the given parts. */
  day(date: string, options: Intl.DateTimeFormatOptions): string;
  /** A moment (ISO date-time) with the given parts, in Cairo's time. */
  moment(iso: string, options: Intl.DateTimeFormatOptions): string;
}

export function formatFor(locale: Locale): Format {
  const tag = intlLocaleOf(locale);
  const arabic = locale === 'ar';
  const pounds = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });
  const numbers = new Intl.NumberFormat(tag);
  const weekDays = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    money: (piasters) => (arabic ? pounds.format(Math.round(piasters / 100)) : formatEgpAmount(piasters)),
    number: (value) => numbers.format(value),
    week: (week) =>
      arabic ? weekDays.formatRange(calendarDay(week.startDate), calendarDay(week.endDate)) : week.label,
    day: (date, options) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(calendarDay(date)),
    moment: (iso, options) => new Intl.DateTimeFormat(tag, { timeZone: CAIRO, ...options }).format(new Date(iso)),
  };
}

/** The page's formats, for components. */
export function useFormat(): Format {
  const { i18n } = useLingui();
  return useMemo(() => formatFor(i18n.locale as Locale), [i18n.locale]);
}
