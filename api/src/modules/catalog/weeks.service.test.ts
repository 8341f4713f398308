import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../../test/postgres.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { defaultWeekRules, loadWeekRules, WEEK_RULES_SETTING_KEY } from '../../lib/weekRules/index.ts';
import { ensureWeeks } from './weeks.service.ts';

const monday = new Date('2025-09-08T06:00:00Z'); // 09:00 Cairo
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('weeks service (PGlite)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.prisma.week.deleteMany();
    await db.prisma.setting.deleteMany();
  });

  it('creates the week in progress and the weeks ahead, then nothing', async () => {
    const created = await ensureWeeks(db.prisma, monday);
    expect(created.map((w) => isoDay(w.startDate))).toEqual([
      '2025-09-05',
      '2025-09-12',
      '2025-09-19',
      '2025-09-26',
      '2025-10-03',
      '2025-10-10',
      '2025-10-17',
      '2025-10-24',
      '2025-10-31',
    ]);
    const first = created[0]!;
    expect(isoDay(first.endDate)).toBe('2025-09-11');
    expect(isoDay(first.deliveryDate)).toBe('2025-09-06');
    expect(first.orderDeadline.toISOString()).toBe('2025-09-02T20:59:00.000Z');
    expect(first.label).toBe('Sep 5-Sep 11, 2025');
    expect(first.isSelectable).toBe(true);
    // The week of Oct 31 closes on Oct 28, still summer time; Nov 7 would be +02.
    expect(created[8]!.orderDeadline.toISOString()).toBe('2025-10-28T20:59:00.000Z');

    expect(await ensureWeeks(db.prisma, monday)).toEqual([]);
    expect(await db.prisma.week.count()).toBe(9);
  });

  it('adds only the new week when time moves on, and keeps admin changes', async () => {
    await ensureWeeks(db.prisma, monday);
    await db.prisma.week.updateMany({ where: { label: 'Sep 19-Sep 25, 2025' }, data: { isSelectable: false } });

    const nextFriday = new Date('2025-09-12T06:00:00Z');
    const created = await ensureWeeks(db.prisma, nextFriday);
    expect(created.map((w) => w.label)).toEqual(['Nov 7-Nov 13, 2025']);
    expect(created[0]!.orderDeadline.toISOString()).toBe('2025-11-04T21:59:00.000Z');
    expect((await db.prisma.week.findFirstOrThrow({ where: { label: 'Sep 19-Sep 25, 2025' } })).isSelectable).toBe(
      false,
    );
    expect(await db.prisma.week.count()).toBe(10);
  });

  it('reads the rules from the weekRules setting when none are given', async () => {
    await db.prisma.setting.create({
      data: { key: WEEK_RULES_SETTING_KEY, value: { weeksAhead: 2, deadlineTime: '20:00' } },
    });
    expect(await loadWeekRules(db.prisma)).toEqual({ ...defaultWeekRules, weeksAhead: 2, deadlineTime: '20:00' });
    const created = await ensureWeeks(db.prisma, monday);
    expect(created).toHaveLength(3);
    expect(created[0]!.orderDeadline.toISOString()).toBe('2025-09-02T17:00:00.000Z');
  });

  it('returns the defaults without a setting and refuses an invalid one', async () => {
    expect(await loadWeekRules(db.prisma)).toEqual(defaultWeekRules);
    await db.prisma.setting.create({ data: { key: WEEK_RULES_SETTING_KEY, value: { weekStartsOn: 9 } } });
    await expect(loadWeekRules(db.prisma)).rejects.toThrow(/weekRules/);
  });

  it('does not create overlapping weeks when the start weekday changes', async () => {
    await ensureWeeks(db.prisma, monday, { ...defaultWeekRules, weeksAhead: 2 }); // Sep 5, 12, 19 (Fridays)
    const created = await ensureWeeks(db.prisma, monday, { ...defaultWeekRules, weekStartsOn: 6, weeksAhead: 3 });
    // Saturday weeks Sep 6, 13, 20 overlap the Friday weeks; Sep 27 is free.
    expect(created.map((w) => isoDay(w.startDate))).toEqual(['2025-09-27']);
  });
});

describe('ensureWeeks on PostgreSQL, concurrently', () => {
  let temp: TempDatabase | null = null;
  const replicas: Database[] = [];

  beforeAll(async () => {
    temp = await createTempDatabase('weeks_test');
  }, 30_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await temp?.drop();
  });

  it('creates each week once however many replicas run it', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable on 127.0.0.1:5432');
    replicas.push(await openDatabase({ databaseUrl: temp.url }));
    for (let i = 1; i < 6; i++) replicas.push(await openDatabase({ databaseUrl: temp.url, migrate: false }));

    const results = await Promise.all(replicas.map((r) => ensureWeeks(r.prisma, monday, defaultWeekRules)));
    const createdStarts = results.flat().map((w) => isoDay(w.startDate));
    expect(createdStarts).toHaveLength(9);
    expect(new Set(createdStarts).size).toBe(9);
    expect(await replicas[0]!.prisma.week.count()).toBe(9);
  }, 60_000);
});
