import { describe, expect, it } from 'vitest';
import {
  cairoDateOf,
  defaultWeekRules,
  formatWeekLabel,
  isBeforeDeadline,
  isWeekLive,
  parseWeekRules,
  weekStartContaining,
  weekWindowFor,
  weekWindowsFrom,
  type WeekRules,
} from './index.ts';

/** A calendar date as the @db.Date column carries it. */
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const at = (iso: string) => new Date(iso);

describe('cairoDateOf', () => {
  it("turns to the next day at Cairo's midnight, in winter and in summer time, asked in any order", () => {
    const day = (iso: string) => isoDay(cairoDateOf(new Date(iso)));
    // Winter (UTC+2): midnight is 22:00 UTC; summer (UTC+3): 21:00 UTC.
    expect(day('2026-12-03T21:59:59.999Z')).toBe('2026-12-03');
    expect(day('2026-12-03T22:00:00.000Z')).toBe('2026-12-04');
    expect(day('2026-12-03T21:59:00.000Z')).toBe('2026-12-03');
    expect(day('2026-07-09T20:59:59.000Z')).toBe('2026-07-09');
    expect(day('2026-07-09T21:00:00.000Z')).toBe('2026-07-10');
    expect(day('2026-07-09T21:00:30.000Z')).toBe('2026-07-10');
  });
});

describe('formatWeekLabel', () => {
  it.each([
    ['2025-09-05', 'Sep 5-Sep 11, 2025'],
    ['2025-09-26', 'Sep 26-Oct 2, 2025'], // month boundary
    ['2025-12-26', 'Dec 26-Jan 1, 2026'], // year boundary: the end date's year
    ['2026-01-02', 'Jan 2-Jan 8, 2026'],
    ['2028-02-25', 'Feb 25-Mar 2, 2028'], // leap year: Feb 29 inside the week
    ['2027-02-26', 'Feb 26-Mar 4, 2027'],
  ])('week starting %s is "%s"', (start, label) => {
    const window = weekWindowFor(day(start));
    expect(window.label).toBe(label);
    expect(formatWeekLabel(window.startDate, window.endDate)).toBe(label);
  });
});

describe('weekWindowFor', () => {
  it('runs Friday to Thursday and delivers on the Saturday', () => {
    const w = weekWindowFor(day('2025-09-05'));
    expect(isoDay(w.startDate)).toBe('2025-09-05');
    expect(w.startDate.getUTCDay()).toBe(5);
    expect(isoDay(w.endDate)).toBe('2025-09-11');
    expect(w.endDate.getUTCDay()).toBe(4);
    expect(isoDay(w.deliveryDate)).toBe('2025-09-06');
    expect(w.deliveryDate.getUTCDay()).toBe(6);
  });

  // Egypt: summer time (UTC+3) from the last Friday of April 00:00 to the last
  // Thursday of October 24:00; UTC+2 otherwise; no summer time 2015-2022.
  it.each([
    // week start    deadline (Cairo Tuesday 23:59)   as UTC
    ['2022-07-01', '2022-06-28', '2022-06-28T21:59:00.000Z'], // 2022: no DST, +02
    ['2025-04-25', '2025-04-22', '2025-04-22T21:59:00.000Z'], // DST starts the week's first midnight: deadline still +02
    ['2025-05-02', '2025-04-29', '2025-04-29T20:59:00.000Z'], // first week fully in summer time: +03
    ['2025-09-05', '2025-09-02', '2025-09-02T20:59:00.000Z'], // summer
    ['2025-10-31', '2025-10-28', '2025-10-28T20:59:00.000Z'], // DST ends Thu Oct 30 24:00: Tuesday still +03
    ['2025-11-07', '2025-11-04', '2025-11-04T21:59:00.000Z'], // back to +02
    ['2026-01-02', '2025-12-30', '2025-12-30T21:59:00.000Z'], // winter, deadline in the previous year
    ['2026-04-24', '2026-04-21', '2026-04-21T21:59:00.000Z'], // 2026 DST starts Fri Apr 24
    ['2026-05-01', '2026-04-28', '2026-04-28T20:59:00.000Z'],
    ['2026-10-30', '2026-10-27', '2026-10-27T20:59:00.000Z'], // 2026 DST ends Thu Oct 29 24:00
    ['2026-11-06', '2026-11-03', '2026-11-03T21:59:00.000Z'],
  ])('week of %s closes on %s 23:59 Cairo = %s', (start, deadlineDay, utc) => {
    const w = weekWindowFor(day(start));
    expect(w.orderDeadline.toISOString()).toBe(utc);
    expect(isoDay(cairoDateOf(w.orderDeadline))).toBe(deadlineDay);
  });

  it('takes the earlier instant when the deadline falls in the repeated hour at the end of summer time', () => {
    const rules: WeekRules = { ...defaultWeekRules, deadlineDaysBeforeStart: 1, deadlineTime: '23:30' };
    // Thu 2025-10-30 23:30 happens at 20:30Z (+03) and again at 21:30Z (+02).
    expect(weekWindowFor(day('2025-10-31'), rules).orderDeadline.toISOString()).toBe('2025-10-30T20:30:00.000Z');
  });

  it('reads a deadline in the skipped hour at the start of summer time with the winter offset', () => {
    const rules: WeekRules = { ...defaultWeekRules, deadlineDaysBeforeStart: 0, deadlineTime: '00:30' };
    // Fri 2025-04-25 00:30 does not exist in Cairo (00:00 jumps to 01:00).
    expect(weekWindowFor(day('2025-04-25'), rules).orderDeadline.toISOString()).toBe('2025-04-24T22:30:00.000Z');
  });

  it('follows custom rules', () => {
    const rules: WeekRules = {
      ...defaultWeekRules,
      weekStartsOn: 1, // Monday
      deliveryDayOffset: 0,
      deadlineDaysBeforeStart: 2, // Saturday
      deadlineTime: '18:00',
    };
    const w = weekWindowsFrom(at('2025-09-03T09:00:00Z'), rules)[0]!; // a Wednesday
    expect(isoDay(w.startDate)).toBe('2025-09-01');
    expect(isoDay(w.endDate)).toBe('2025-09-07');
    expect(isoDay(w.deliveryDate)).toBe('2025-09-01');
    expect(w.orderDeadline.toISOString()).toBe('2025-08-30T15:00:00.000Z');
    expect(w.label).toBe('Sep 1-Sep 7, 2025');
  });
});

describe('weekWindowsFrom', () => {
  // Thursday 23:30 and Friday 00:30 in Cairo are both Thursday in UTC.
  it.each([
    ['Thursday night (summer)', '2025-09-04T20:30:00Z', '2025-08-29'],
    ['Friday just after midnight (summer)', '2025-09-04T21:30:00Z', '2025-09-05'],
    ['Friday morning (summer)', '2025-09-05T06:00:00Z', '2025-09-05'],
    ['Thursday night (winter)', '2025-12-04T21:30:00Z', '2025-11-28'],
    ['Friday just after midnight (winter)', '2025-12-04T22:30:00Z', '2025-12-05'],
    ['Wednesday', '2025-12-31T12:00:00Z', '2025-12-26'],
  ])('from %s the first window is the week in progress, starting %s', (_, now, firstStart) => {
    const windows = weekWindowsFrom(at(now));
    expect(windows).toHaveLength(defaultWeekRules.weeksAhead + 1);
    expect(isoDay(windows[0]!.startDate)).toBe(firstStart);
    expect(isoDay(weekStartContaining(at(now)))).toBe(firstStart);
    windows.forEach((w, i) => {
      const expectedStart = new Date(day(firstStart).getTime() + i * 7 * 86_400_000);
      expect(isoDay(w.startDate)).toBe(isoDay(expectedStart));
      expect(w.startDate.getUTCDay()).toBe(5);
      // every week after the one in progress starts after now
      if (i > 0) expect(w.startDate.getTime()).toBeGreaterThan(at(now).getTime());
    });
  });

  it('keeps the configured number of weeks ahead', () => {
    expect(weekWindowsFrom(at('2025-09-05T06:00:00Z'), { ...defaultWeekRules, weeksAhead: 3 })).toHaveLength(4);
  });
});

describe('isWeekLive', () => {
  const week = (start: string, isSelectable = true) => ({ ...weekWindowFor(day(start)), isSelectable });

  it('is live up to, and not at, the deadline minute', () => {
    const w = week('2025-09-12'); // closes Tue 2025-09-09 23:59 Cairo = 20:59Z
    expect(w.orderDeadline.toISOString()).toBe('2025-09-09T20:59:00.000Z');
    expect(isWeekLive(w, at('2025-09-09T20:58:59.999Z'))).toBe(true);
    expect(isBeforeDeadline(w, at('2025-09-09T20:58:59.999Z'))).toBe(true);
    expect(isWeekLive(w, at('2025-09-09T20:59:00.000Z'))).toBe(false);
    expect(isBeforeDeadline(w, at('2025-09-09T20:59:00.000Z'))).toBe(false);
    expect(isWeekLive(w, at('2025-09-09T21:30:00.000Z'))).toBe(false);
  });

  it('is live at the deadline minute in winter one hour later in UTC', () => {
    const w = week('2025-11-14'); // closes Tue 2025-11-11 23:59 Cairo = 21:59Z
    expect(isWeekLive(w, at('2025-11-11T21:58:59.999Z'))).toBe(true);
    expect(isWeekLive(w, at('2025-11-11T21:59:00.000Z'))).toBe(false);
  });

  it('is never live when not selectable', () => {
    expect(isWeekLive(week('2025-09-12', false), at('2025-09-05T06:00:00Z'))).toBe(false);
  });

  it('starts within 4 weeks, counted in Cairo calendar days', () => {
    // Friday 2025-09-05 00:30 Cairo: Oct 3 is 28 days away (live), Oct 10 is 35 (not).
    const fridayMorning = at('2025-09-04T21:30:00Z');
    expect(isWeekLive(week('2025-10-03'), fridayMorning)).toBe(true);
    expect(isWeekLive(week('2025-10-10'), fridayMorning)).toBe(false);
    // Thursday 2025-09-04 23:30 Cairo: Oct 3 is 29 days away.
    const thursdayNight = at('2025-09-04T20:30:00Z');
    expect(isWeekLive(week('2025-10-03'), thursdayNight)).toBe(false);
    expect(isWeekLive(week('2025-09-26'), thursdayNight)).toBe(true);
  });

  it.each([
    ['Monday (next week still open)', '2025-09-08T09:00:00Z', ['2025-09-12', '2025-09-19', '2025-09-26', '2025-10-03']],
    ['Wednesday (next week closed last night)', '2025-09-10T09:00:00Z', ['2025-09-19', '2025-09-26', '2025-10-03']],
  ])('on a %s the live weeks are %j', (_, now, live) => {
    const liveStarts = weekWindowsFrom(at(now))
      .filter((w) => isWeekLive({ ...w, isSelectable: true }, at(now)))
      .map((w) => isoDay(w.startDate));
    expect(liveStarts).toEqual(live);
  });

  it('honours a different live window', () => {
    const rules = { ...defaultWeekRules, liveWindowWeeks: 2 };
    const now = at('2025-09-08T09:00:00Z');
    const liveStarts = weekWindowsFrom(now, rules)
      .filter((w) => isWeekLive({ ...w, isSelectable: true }, now, rules))
      .map((w) => isoDay(w.startDate));
    expect(liveStarts).toEqual(['2025-09-12', '2025-09-19']);
  });
});

describe('parseWeekRules', () => {
  it('returns the defaults for a missing setting', () => {
    expect(parseWeekRules(undefined)).toEqual(defaultWeekRules);
    expect(parseWeekRules(null)).toEqual(defaultWeekRules);
  });

  it('merges a partial setting over the defaults', () => {
    expect(parseWeekRules({ deadlineTime: '20:00', weeksAhead: 6 })).toEqual({
      ...defaultWeekRules,
      deadlineTime: '20:00',
      weeksAhead: 6,
    });
  });

  it.each([
    [{ weekStartsOn: 0 }],
    [{ weekStartsOn: 8 }],
    [{ deadlineTime: '24:00' }],
    [{ deadlineTime: '9:00' }],
    [{ deliveryDayOffset: 7 }],
    [{ weeksAhead: 0 }],
    [{ deadlineDaysBeforeStart: 0, deliveryDayOffset: 0 }],
    [{ liveWindowWeeks: 1.5 }],
  ])('rejects %j', (value) => {
    expect(() => parseWeekRules(value)).toThrow();
  });
});
