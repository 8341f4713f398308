import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { planPrices, type PlanPrice, type PriceTable } from './pricing.ts';
import type { PricingConfig, Prisma } from '../../generated/prisma/client.ts';
import { adminInput, givenFields } from '../../graphql/adminMutations.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import {
  countPricingConfigs,
  listPricingConfigs,
  listPricingConfigsForAdmin,
  loadPriceTable,
  updatePricingConfig,
} from './pricing.service.ts';

const PricingConfigTypeEnum = builder.enumType('PricingConfigType', {
  values: ['meal_bundle', 'delivery', 'meal_addon'] as const,
});

const PricingConfigRef = builder.prismaNode('PricingConfig', {
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

/** The one price table's id: answers that show it are dropped when any price changes. */
export const PRICING_ID = encodeGlobalID('Pricing', 'current');

const PricingRef = builder.objectRef<PriceTable>('Pricing').implement({
  fields: (t) => ({
    id: t.id({
      description: 'Always the same: there is one price table. Lets caches tell when it changed.',
      resolve: () => PRICING_ID,
    }),
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

builder.queryField('adminPricingConfigs', (t) =>
  t.prismaConnection(
    {
      type: 'PricingConfig',
      ...pagedList({ admin: true }),
      description: 'Every pricing config, by type and key (admins only).',
      resolve: (query, _root, _args, { app }) => listPricingConfigsForAdmin(app, query),
      totalCount: (_root, _args, { app }) => countPricingConfigs(app),
    },
    ...connectionNames('PricingConfig'),
  ),
);

const PricingConfigUpdateInput = builder.inputType('PricingConfigUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    price: t.int({ description: 'Whole Egyptian pounds, 0 or more.' }),
    description: t.string(),
  }),
});

const PricingConfigUpdatePayload = builder
  .objectRef<{ pricingConfig: PricingConfig }>('PricingConfigUpdatePayload')
  .implement({
    fields: (t) => ({
      pricingConfig: t.field({ type: PricingConfigRef, resolve: (payload) => payload.pricingConfig }),
      pricing: t.field({
        type: PricingRef,
        description: 'The price table after the change.',
        resolve: (_payload, _args, { app }) => loadPriceTable(app),
      }),
    }),
  });

const configQuery = payloadQueryOf<Prisma.PricingConfigDefaultArgs>('PricingConfig', 'pricingConfig');

builder.mutationField('pricingConfigUpdate', (t) =>
  t.field({
    type: PricingConfigUpdatePayload,
    ...adminInput(PricingConfigUpdateInput),
    description: 'Changes a price (whole pounds) and/or its description; visible on the plans page at once.',
    resolve: async (_root, { input: { id, ...fields } }, ctx, info) => ({
      pricingConfig: await updatePricingConfig(
        ctx.app,
        ctx.viewer.admin!.id,
        id,
        givenFields(fields),
        configQuery(ctx, info),
      ),
    }),
  }),
);
