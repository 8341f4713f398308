import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { toPiasters } from '../../lib/money.ts';
import { parseInput, typedNumberInput } from '../../lib/validation.ts';
import { adminMessages } from '../../shared/rules.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';
import { publicRowsMemo } from '../../lib/publicChanges/index.ts';
import { priceTableFromConfigs, type PriceTable } from './pricing.ts';

export function listPricingConfigs<Q extends Prisma.PricingConfigDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.pricingConfig.findMany({ ...query, orderBy: [{ configType: 'asc' }, { id: 'asc' }] });
}

/**
 * The current price table from the stored configs. Read in the caller's transaction when given
 * one (a charge prices with what it locks); otherwise from memory until a price change is
 * announced (lib/publicChanges) or the public answers' TTL, like the public pricing read.
 */
export async function loadPriceTable(app: AppContext, db: Db = app.prisma): Promise<PriceTable> {
  const read = async () =>
    priceTableFromConfigs(await db.pricingConfig.findMany({ orderBy: [{ configType: 'asc' }, { id: 'asc' }] }));
  if (db !== app.prisma) return read();
  const memo = publicRowsMemo<PriceTable>(app.publicChanges, {
    typename: 'PricingConfig',
    ttlMs: app.config.PUBLIC_CACHE_TTL_MS,
  });
  return memo.get('table', read);
}

// --- the back office ----------------------------------------------------------------------

export function listPricingConfigsForAdmin<Q extends Prisma.PricingConfigFindManyArgs>(app: AppContext, query?: Q) {
  return app.prisma.pricingConfig.findMany({
    ...query,
    orderBy: [{ configType: 'asc' }, { configKey: 'asc' }, { id: 'asc' }],
  });
}

export const countPricingConfigs = (app: AppContext): Promise<number> => app.prisma.pricingConfig.count();

const audit = rowAudit('PricingConfig');

/** Prices are whole pounds, as the admin types them (integer step); stored as piasters. */
const pricingUpdateInput = z.object({
  price: typedNumberInput(
    z
      .number({ error: adminMessages.priceWhole })
      .int(adminMessages.priceWhole)
      .min(0, adminMessages.priceNegative)
      .max(1_000_000, 'Price is too high.'),
  ).optional(),
  description: z.string({ error: 'Description must be text.' }).trim().max(500, 'Description is too long.').optional(),
});

/**
 * Changes a config's price and/or description. Every price the product shows comes from
 * the configs, so the public pricing answers are dropped once the change has committed.
 */
export async function updatePricingConfig<Q extends Prisma.PricingConfigDefaultArgs>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  rawInput: unknown,
  query?: Q,
) {
  const id = requireDatabaseId(ref, 'PricingConfig', 'Pricing config');
  const input = parseInput(pricingUpdateInput, rawInput);
  const data = {
    ...(input.price === undefined ? {} : { pricePiasters: toPiasters(input.price) }),
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  const updated = await auditedWrite(
    app,
    adminId,
    (tx) => tx.pricingConfig.update({ ...query, where: { id }, data }),
    (row) => audit('update', { configType: row.configType, configKey: row.configKey, ...input })(row),
    { missing: 'Pricing config not found' },
  );
  await app.publicChanges.publish([{ typename: 'PricingConfig', id }, { typename: 'Pricing' }]);
  return updated;
}
