// The demo seed: a realistic catalogue, weekly menus, delivery areas,
// invitation codes, prices, landing content and a super admin, written once
// into an empty database. Start-up calls it on every replica; the advisory
// lock plus the emptiness check inside the same transaction make concurrent
// or repeated calls harmless (exactly one of them writes, the rest do nothing).

import type { Db } from '../db/client.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { ensureWeeks, loadWeekRules, weekWindowsFrom } from '../modules/catalog/index.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { DEMO_CUSTOMER, writeDemoOrders } from './demoOrders.ts';
import { writeDemoRatings } from './demoRatings.ts';
import { demoCarouselMeals, demoFaqs, demoHero } from './landing.ts';
import { demoMeals, mealImageUrl } from './meals.ts';
import { buildWeekMenu } from './menus.ts';
import { demoInvitationCodes, demoNeighborhoods, demoPricingConfigs } from './reference.ts';

/** The demo super admin; the README states these credentials. Change the password after first sign-in. */
export const DEMO_SUPER_ADMIN = Object.freeze({
  username: 'admin',
  email: 'admin@mealbox.local',
  password: 'admin12345',
  name: 'Demo Super Admin',
  role: 'super_admin',
} as const);

/** Key of the transaction-scoped advisory lock that serialises seeding. */
export const SEED_ADVISORY_LOCK_KEY = 726_353_001;

export interface SeedOptions {
  /** The moment the weeks are generated from (tests pin it). */
  now?: Date;
  log?: (message: string) => void;
  /** Also write the demo's customers and order book (SEED_DEMO_ORDERS; demoOrders.ts), receipts into `storage`. */
  orders?: { storage: ObjectStorage };
}

/** Seeds the demo into an empty database (no meals and no admins); otherwise does nothing. */
export async function seedDemo(prisma: PrismaClient, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  // Cheap check first so a normal start-up on a seeded database skips hashing.
  if (!(await isEmpty(prisma))) {
    log('seed: database already has data, skipping the demo seed');
    return { seeded: false };
  }
  // The same argon2id parameters as every sign-up (auth/passwords.ts).
  // The demo customers share one password, hashed once, beside the admin's (argon2 runs off the main thread).
  const [passwordHash, customerHash] = await Promise.all([
    hashPassword(DEMO_SUPER_ADMIN.password),
    options.orders ? hashPassword(DEMO_CUSTOMER.password) : null,
  ]);

  return prisma.$transaction(
    async (tx) => {
      // Held until commit or rollback; a concurrent seeder waits here and then
      // sees the data this one wrote.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_ADVISORY_LOCK_KEY}::bigint)`;
      if (!(await isEmpty(tx))) {
        log('seed: another process seeded the database first, skipping');
        return { seeded: false };
      }
      await writeDemo(tx, now, passwordHash);
      if (options.orders && customerHash) {
        const started = performance.now();
        const written = await writeDemoOrders(tx, {
          now,
          rules: await loadWeekRules(tx),
          passwordHash: customerHash,
          storage: options.orders.storage,
        });
        log(
          `seed: demo order book written (${written.customers} customers, ${written.orders} orders, ` +
            `${written.proofs} InstaPay receipts) in ${Math.round(performance.now() - started)} ms`,
        );
        // Ratings only of the order book's delivered orders (none without them).
        log(`seed: ${await writeDemoRatings(tx, now)} demo meal ratings written`);
      }
      // The password is the documented demo one (README); it is not logged.
      log(`seed: demo data written; super admin "${DEMO_SUPER_ADMIN.username}" <${DEMO_SUPER_ADMIN.email}>`);
      return { seeded: true };
    },
    // Waiting for a concurrent seeder's lock counts against the timeout.
    { maxWait: 30_000, timeout: 120_000 },
  );
}

async function isEmpty(db: Db): Promise<boolean> {
  const meals = await db.meal.count();
  const admins = await db.admin.count();
  return meals === 0 && admins === 0;
}

async function writeDemo(tx: Db, now: Date, passwordHash: string): Promise<void> {
  await tx.admin.create({
    data: {
      username: DEMO_SUPER_ADMIN.username,
      email: DEMO_SUPER_ADMIN.email,
      name: DEMO_SUPER_ADMIN.name,
      role: DEMO_SUPER_ADMIN.role,
      passwordHash,
    },
  });

  const meals = await tx.meal.createManyAndReturn({
    data: demoMeals.map((meal) => ({ ...meal, imageUrl: mealImageUrl(meal.category) })),
    select: { id: true, category: true, ingredients: true },
  });

  // Weeks may already exist (the week job can run before the seed); every
  // week of the generated range gets a menu.
  const rules = await loadWeekRules(tx);
  await ensureWeeks(tx, now, rules);
  const windows = weekWindowsFrom(now, rules);
  const weeks = await tx.week.findMany({
    where: { startDate: { gte: windows[0]!.startDate, lte: windows[windows.length - 1]!.startDate } },
    orderBy: { startDate: 'asc' },
  });
  await tx.weekMenuItem.createMany({
    data: weeks.flatMap((week) =>
      buildWeekMenu(meals, week.startDate).map((entry) => ({ ...entry, weekId: week.id, isAvailable: true })),
    ),
    skipDuplicates: true,
  });

  // Unique keys on these tables: skip rows an operator may already have added.
  await tx.neighborhood.createMany({ data: demoNeighborhoods, skipDuplicates: true });
  await tx.invitationCode.createMany({ data: demoInvitationCodes, skipDuplicates: true });
  await tx.pricingConfig.createMany({ data: demoPricingConfigs, skipDuplicates: true });
  // Whom InstaPay transfers go to (a super admin changes it in the back office's Pricing tab).
  await tx.setting.createMany({
    data: [{ key: 'instapayRecipient', value: { address: 'mealbox.demo@instapay', accountName: 'MealBox Demo' } }],
    skipDuplicates: true,
  });

  // Landing content has no natural key: only fill what is empty.
  if ((await tx.landingHero.count()) === 0) await tx.landingHero.create({ data: demoHero });
  if ((await tx.carouselMeal.count()) === 0) await tx.carouselMeal.createMany({ data: demoCarouselMeals });
  if ((await tx.faq.count()) === 0) await tx.faq.createMany({ data: demoFaqs });
}
