// Week rules: when a delivery week starts, when it is delivered, when orders for
// it close, and how it is labelled. Pure functions of (now, rules) so every
// caller (week generation, the live-week badge, order guards) agrees.
//
// Calendar dates (a week's start, end and delivery day) are Cairo calendar
// dates carried as a Date at UTC midnight of that date: that is what Prisma
// reads and writes for a `@db.Date` column, so the value round-trips
// unchanged. The order deadline is a real instant (a `timestamptz`), computed
// from Cairo wall-clock time with Egypt's daylight saving time applied.

import { DateTime } from 'luxon';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

export const BUSINESS_TIME_ZONE = 'Africa/Cairo';

export interface WeekRules {
  /** ISO weekday the week starts on: 1 = Monday ... 5 = Friday ... 7 = Sunday. */
  weekStartsOn: number;
  /** Delivery day, in days after the week's first day (1 = Saturday for a Friday week). */
  deliveryDayOffset: number;
  /** Order deadline day, in days before the week's first day (3 = Tuesday for a Friday week). */
  deadlineDaysBeforeStart: number;
  /** Cairo wall-clock time of the deadline, 'HH:mm'. */
  deadlineTime: string;
  /** How many weeks after the current one are kept generated. */
  weeksAhead: number;
  /** A week is offered to customers only if it starts within this many weeks. */
  liveWindowWeeks: number;
}

export const defaultWeekRules: WeekRules = Object.freeze({
  weekStartsOn: 5,
  deliveryDayOffset: 1,
  deadlineDaysBeforeStart: 3,
  deadlineTime: '23:59',
  weeksAhead: 8,
  liveWindowWeeks: 4,
});

const DAYS_PER_WEEK = 7;

/**
 * Validates a (partial) rules object, e.g. the `weekRules` setting, merged over
 * the defaults. Admin writes should use the same schema so a stored setting is
 * always valid.
 */
export const weekRulesSchema = z
  .object({
    weekStartsOn: z.number().int().min(1).max(7),
    deliveryDayOffset: z.number().int().min(0).max(6),
    deadlineDaysBeforeStart: z.number().int().min(0).max(28),
    deadlineTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:mm'),
    weeksAhead: z.number().int().min(1).max(52),
    liveWindowWeeks: z.number().int().min(1).max(52),
  })
  .refine((r) => r.deadlineDaysBeforeStart + r.deliveryDayOffset >= 1, {
    message: 'The order deadline must fall on a day before the delivery day',
    path: ['deadlineDaysBeforeStart'],
  });

/** Merges a stored partial value over the defaults; throws a ZodError when invalid. */
export function parseWeekRules(value: unknown): WeekRules {
  const stored = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return weekRulesSchema.parse({ ...defaultWeekRules, ...stored });
}

export interface WeekWindow {
  /** First day (UTC midnight of the Cairo date). */
  startDate: Date;
  /** Last day, start + 6 (UTC midnight of the Cairo date). */
  endDate: Date;
  /** Delivery day (UTC midnight of the Cairo date). */
  deliveryDate: Date;
  /** The instant orders close. */
  orderDeadline: Date;
  /** e.g. "Sep 5-Sep 11, 2025". */
  label: string;
}

/** The fields of a stored week that liveness depends on. */
export interface WeekLiveFields {
  startDate: Date;
  orderDeadline: Date;
  isSelectable: boolean;
}

const MINUTE_MS = 60_000;
/** The last answer, by UTC minute: time zone offsets change on whole minutes (Cairo's on the hour). */
let lastCairoDate: { minute: number; date: number } | null = null;

/**
 * Today's Cairo calendar date at `now`, as UTC midnight of that date. Every request asks for it
 * (the live window), and a time zone lookup costs as much as the rest of a week rule.
 */
export function cairoDateOf(now: Date): Date {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (lastCairoDate?.minute !== minute) {
    const local = DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE });
    lastCairoDate = { minute, date: Date.UTC(local.year, local.month - 1, local.day) };
  }
  return new Date(lastCairoDate.date);
}

/** First day of the week that contains `now` (in Cairo). */
export function weekStartContaining(now: Date, rules: WeekRules = defaultWeekRules): Date {
  const today = cairoDateOf(now);
  const isoWeekday = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
  const daysSinceStart = (isoWeekday - rules.weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return addDays(today, -daysSinceStart);
}

/** The full window (dates, deadline, label) of the week starting on `startDate`. */
export function weekWindowFor(startDate: Date, rules: WeekRules = defaultWeekRules): WeekWindow {
  const start = utcMidnight(startDate);
  const endDate = addDays(start, DAYS_PER_WEEK - 1);
  return {
    startDate: start,
    endDate,
    deliveryDate: addDays(start, rules.deliveryDayOffset),
    orderDeadline: cairoWallClockToInstant(addDays(start, -rules.deadlineDaysBeforeStart), rules.deadlineTime),
    label: formatWeekLabel(start, endDate),
  };
}

/**
 * The weeks the server keeps generated at `now`: the week in progress (the one
 * containing `now` in Cairo; its orders are still being delivered) followed by
 * the next `weeksAhead` weeks, all of which start after `now`. That is always
 * `weeksAhead + 1` consecutive windows, oldest first. On a Friday the week in
 * progress is the one starting that day.
 */
export function weekWindowsFrom(now: Date, rules: WeekRules = defaultWeekRules): WeekWindow[] {
  const current = weekStartContaining(now, rules);
  return Array.from({ length: rules.weeksAhead + 1 }, (_, i) =>
    weekWindowFor(addDays(current, i * DAYS_PER_WEEK), rules),
  );
}

/** Orders for the week can still be placed or changed (the deadline is strictly in the future). */
export function isBeforeDeadline(week: Pick<WeekLiveFields, 'orderDeadline'>, now: Date): boolean {
  return now.getTime() < week.orderDeadline.getTime();
}

/** The bounds a live week falls within at `now` (see `isWeekLive`). */
export interface LiveWindow {
  /** Orders close strictly after this instant. */
  deadlineAfter: Date;
  /** The week's first day is on or before this Cairo date (UTC midnight of it). */
  startsOnOrBefore: Date;
}

/**
 * A week is live (offered to customers, "Live Week" in the admin) when it is
 * selectable, its deadline is in the future, and it starts within
 * `liveWindowWeeks` weeks: its first day is at most 7 × liveWindowWeeks Cairo
 * calendar days after today (counted in days, so DST cannot shift it). The
 * bounds are computed here once; `isWeekLive` applies them to a week in
 * memory, the catalog's week queries to rows in SQL.
 */
export function liveWindow(now: Date, rules: WeekRules = defaultWeekRules): LiveWindow {
  return {
    deadlineAfter: now,
    startsOnOrBefore: addDays(cairoDateOf(now), rules.liveWindowWeeks * DAYS_PER_WEEK),
  };
}

export function isWeekLive(week: WeekLiveFields, now: Date, rules: WeekRules = defaultWeekRules): boolean {
  const window = liveWindow(now, rules);
  return (
    week.isSelectable &&
    isBeforeDeadline(week, window.deadlineAfter) &&
    utcMidnight(week.startDate).getTime() <= window.startsOnOrBefore.getTime()
  );
}

/** The bounds of the admin's week editor at `now`: weeks starting today or later, up to `weeksAhead` weeks ahead. */
export function editorWindow(now: Date, rules: WeekRules = defaultWeekRules): { startsFrom: Date; startsUntil: Date } {
  const today = cairoDateOf(now);
  return { startsFrom: today, startsUntil: addDays(today, rules.weeksAhead * DAYS_PER_WEEK) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Sep 5-Sep 11, 2025": start month and day, end month and day, year of the
 * end date ("Dec 26-Jan 1, 2026"). English abbreviations are fixed here rather
 * than taken from ICU, whose English locales disagree ("Sep" vs "Sept").
 */
export function formatWeekLabel(startDate: Date, endDate: Date): string {
  const monthDay = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return `${monthDay(startDate)}-${monthDay(endDate)}, ${endDate.getUTCFullYear()}`;
}

// ---------------------------------------------------------------------------

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/**
 * The instant Cairo's clocks show `time` on `date`. When the wall time occurs
 * twice (the hour repeated when summer time ends, late on the last Thursday
 * of October) the earlier instant wins, so a deadline never closes later than
 * the clock first shows it; a wall time skipped by the spring change (just
 * after midnight on the last Friday of April) is read with the winter offset,
 * i.e. 00:30 becomes 01:30 summer time (luxon's behaviour).
 */
function cairoWallClockToInstant(date: Date, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const local = DateTime.fromObject(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute },
    { zone: BUSINESS_TIME_ZONE },
  );
  const earliest = local.getPossibleOffsets().reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), local);
  return earliest.toJSDate();
}

/** The `Setting` row holding the week rules (a partial `WeekRules` object). */
export const WEEK_RULES_SETTING_KEY = 'weekRules';

/** The stored week rules merged over the defaults. Throws if the stored value is invalid. */
export async function loadWeekRules(db: Db): Promise<WeekRules> {
  const row = await db.setting.findUnique({ where: { key: WEEK_RULES_SETTING_KEY } });
  try {
    return parseWeekRules(row?.value);
  } catch (error) {
    throw new Error(`The "${WEEK_RULES_SETTING_KEY}" setting is invalid: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
