import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { publicCache } from '../../http/rest.ts';
import { toPounds } from '../../lib/money.ts';
import { planPrices, priceTableFromConfigs } from './pricing.ts';
import { listPricingConfigs } from './pricing.service.ts';

export function registerPricingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/pricing', async (_request, reply) => {
    const configs = await listPricingConfigs(app);
    const table = priceTableFromConfigs(configs);
    publicCache(reply);
    return {
      pricingConfigs: configs.map((config) => ({
        id: config.id,
        configType: config.configType,
        configKey: config.configKey,
        price: toPounds(config.pricePiasters),
        description: config.description,
        isActive: config.isActive,
      })),
      // Per meal count: per-meal and weekly prices in EGP, as the plan page shows them.
      pricePerMealCount: Object.fromEntries(
        planPrices(table).map((plan) => [
          plan.mealCount,
          {
            standard: toPounds(plan.standardPerMeal),
            large: toPounds(plan.largePerMeal),
            standardWeekly: toPounds(plan.standardWeekly),
            largeWeekly: toPounds(plan.largeWeekly),
          },
        ]),
      ),
      largeMealAddon: toPounds(table.largeAddon),
      deliveryFee: toPounds(table.deliveryFee),
    };
  });
}
