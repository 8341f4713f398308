// A delivery week of a test's own, far from the demo weeks, so its orders are all the test's.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../src/app.ts';
import { isUniqueViolation } from '../src/db/prismaErrors.ts';

const day = 24 * 3600 * 1000;

/** A random Friday-to-Thursday-sized slot a century away: test files share one database. */
const farStart = () => new Date(Date.UTC(2040 + randomInt(100), 0, 1 + 7 * randomInt(52)));

/** A week starting `options.start`, or a random far one (another if that one is taken). */
export async function createOwnWeek(app: AppContext, options: { start?: Date; label?: string } = {}) {
  for (let attempt = 0; ; attempt++) {
    const start = options.start ?? farStart();
    try {
      return await app.prisma.week.create({
        data: {
          startDate: start,
          endDate: new Date(start.getTime() + 6 * day),
          deliveryDate: start,
          orderDeadline: new Date(start.getTime() - 2 * day),
          label: options.label ?? `Test week ${start.toISOString().slice(0, 10)}`,
          isSelectable: true,
        },
      });
    } catch (error) {
      // A random slot another test file took: draw again (a given start is the caller's to fix).
      if (options.start || attempt >= 20 || !isUniqueViolation(error)) throw error;
    }
  }
}
