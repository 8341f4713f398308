import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { planPrices, type PlanPrice, type PriceTable } from './pricing.ts';
import { listPricingConfigs, loadPriceTable } from './pricing.service.ts';

const PricingConfigTypeEnum = builder.enumType('PricingConfigType', {
  values: ['meal_bundle', 'delivery', 'meal_addon'] as const,
});

builder.prismaNode('PricingConfig', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    configType: t.expose('configType', { type: PricingConfigTypeEnum }),
    configKey: t.exposeString('configKey'),
    price: t.field({ type: MoneyRef, resolve: (config) => config.pricePiasters }),
    description: t.exposeString('description'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

const PlanPriceRef = builder.objectRef<PlanPrice>('PlanPrice').implement({
  description: 'Prices for one weekly meal count.',
  fields: (t) => ({
    mealCount: t.exposeInt('mealCount'),
    standardPerMeal: t.field({ type: MoneyRef, resolve: (p) => p.standardPerMeal }),
    largePerMeal: t.field({ type: MoneyRef, resolve: (p) => p.largePerMeal }),
    standardWeekly: t.field({ type: MoneyRef, resolve: (p) => p.standardWeekly }),
    largeWeekly: t.field({ type: MoneyRef, resolve: (p) => p.largeWeekly }),
  }),
});

const PricingRef = builder.objectRef<PriceTable>('Pricing').implement({
  fields: (t) => ({
    plans: t.field({
      type: [PlanPriceRef],
      description: 'One entry per meal count, 4 to 15.',
      resolve: (table) => planPrices(table),
    }),
    largeAddon: t.field({ type: MoneyRef, description: 'Added per large meal.', resolve: (table) => table.largeAddon }),
    deliveryFee: t.field({ type: MoneyRef, resolve: (table) => table.deliveryFee }),
    expressDeliveryFee: t.field({ type: MoneyRef, resolve: (table) => table.expressDeliveryFee }),
    configs: t.prismaField({
      type: ['PricingConfig'],
      description: 'The stored entries the prices come from.',
      resolve: (query, _table, _args, { app }) => listPricingConfigs(app, query),
    }),
  }),
});

builder.queryField('pricing', (t) =>
  t.field({ type: PricingRef, resolve: (_root, _args, { app }) => loadPriceTable(app) }),
);
