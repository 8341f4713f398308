import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { PricingConfig } from '../../generated/prisma/client.ts';
import { servePublic } from '../../http/publicCache/index.ts';
import { requireAdminAnswer } from '../../http/requestContext.ts';
import { toPounds } from '../../lib/money.ts';
import { planPrices, priceTableFromConfigs } from './pricing.ts';
import { listPricingConfigs, listPricingConfigsForAdmin, updatePricingConfig } from './pricing.service.ts';
import { pickJson } from '../../http/rest.ts';

const configJson = (config: PricingConfig) => ({
  ...pickJson(config, ['id', 'configType', 'configKey']),
  price: toPounds(config.pricePiasters),
  description: config.description,
  isActive: config.isActive,
});

function pricingJson(configs: PricingConfig[]) {
  const table = priceTableFromConfigs(configs);
  return {
    pricingConfigs: configs.map(configJson),
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
}

export function registerPricingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/pricing', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return { pricingConfigs: (await listPricingConfigsForAdmin(app)).map(configJson) };
  });

  server.patch<{ Params: { id: string } }>('/api/admin/pricing/:id', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return configJson(await updatePricingConfig(app, admin.id, request.params.id, request.body));
  });

  server.get('/api/pricing', (request, reply) =>
    servePublic(request, reply, async () => {
      const configs = await listPricingConfigs(app);
      return {
        json: pricingJson(configs),
        // The table as a whole (`Pricing`) and each config row.
        shows: [
          { typename: 'Pricing' },
          { typename: 'PricingConfig' },
          ...configs.map(({ id }) => ({ typename: 'PricingConfig', id })),
        ],
      };
    }),
  );
}
