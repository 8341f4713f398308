/**
 * Numbers, money and dates in the page's language: English as the product has always written
 * them ("EGP 1,291", the server's week labels), Arabic through `Intl` for ar-EG (its digits,
 * "ج.م.‏", Arabic month and weekday names), in Cairo's time.
 */
import { useLingui } from '@lingui/react';
import { formatEgpAmount } from '@rules';
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

/**
 * Making an `Intl` formatter costs far more than using one (the first of a locale loads its data):
 * each is made on first use, once per page.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  make: new (tag: string, options: never) => F,
  tag: string,
  options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions = {},
): F {
  const key = `${make.name} ${tag} ${JSON.stringify(options)}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = new make(tag, options as never);
    formatters.set(key, made);
  }
  return made;
}

const formats = new Map<Locale, Format>();

export function formatFor(locale: Locale): Format {
  let format = formats.get(locale);
  if (!format) {
    format = makeFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

function makeFormat(locale: Locale): Format {
  const tag = intlLocaleOf(locale);
  const arabic = locale === 'ar';
  const dates = (options: Intl.DateTimeFormatOptions) => formatter(Intl.DateTimeFormat, tag, options);
  return {
    locale,
    money: (piasters) =>
      arabic
        ? formatter(Intl.NumberFormat, tag, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(
            Math.round(piasters / 100),
          )
        : formatEgpAmount(piasters),
    number: (value) => formatter(Intl.NumberFormat, tag).format(value),
    week: (week) =>
      arabic
        ? dates({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
            calendarDay(week.startDate),
            calendarDay(week.endDate),
          )
        : week.label,
    day: (date, options) => dates({ ...options, timeZone: 'UTC' }).format(calendarDay(date)),
    moment: (iso, options) => dates({ timeZone: CAIRO, ...options }).format(new Date(iso)),
  };
}

/** The page's formats, for components. */
export function useFormat(): Format {
  const { i18n } = useLingui();
  return formatFor(i18n.locale as Locale);
}
