import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { priceTableFromConfigs, type PriceTable } from './pricing.ts';

export function listPricingConfigs<Q extends Prisma.PricingConfigDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.pricingConfig.findMany({ ...query, orderBy: [{ configType: 'asc' }, { id: 'asc' }] });
}

/** The current price table from the stored configs. */
export async function loadPriceTable(app: AppContext): Promise<PriceTable> {
  return priceTableFromConfigs(await listPricingConfigs(app));
}
