// A delivery week of a test's own, far from the demo weeks, so its orders are all the test's.
import type { AppContext } from '../src/app.ts';

let offset = 0;

/** A week (Friday to Thursday) starting `weeksFromNow` weeks after the clock, or a random far one. */
export async function createOwnWeek(app: AppContext, options: { start?: Date; label?: string } = {}) {
  offset += 1;
  const start =
    options.start ??
    new Date(Date.UTC(2040 + Math.floor(Math.random() * 50), 0, 1 + 7 * ((offset + process.pid) % 50)));
  const day = 24 * 3600 * 1000;
  return app.prisma.week.create({
    data: {
      startDate: start,
      endDate: new Date(start.getTime() + 6 * day),
      deliveryDate: start,
      orderDeadline: new Date(start.getTime() - 2 * day),
      label: options.label ?? `Test week ${start.toISOString().slice(0, 10)}`,
      isSelectable: true,
    },
  });
}
