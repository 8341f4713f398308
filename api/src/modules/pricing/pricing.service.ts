import type { AppContext } from '../../app.ts';
import { priceTableFromConfigs, type PriceTable } from './pricing.ts';

export async function listPricingConfigs(app: AppContext) {
  return app.prisma.pricingConfig.findMany({ orderBy: [{ configType: 'asc' }, { id: 'asc' }] });
}

/** The current price table from the stored configs. */
export async function loadPriceTable(app: AppContext): Promise<PriceTable> {
  return priceTableFromConfigs(await listPricingConfigs(app));
}
