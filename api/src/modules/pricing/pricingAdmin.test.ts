import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { adminMessages } from '../../shared/rules.ts';

// Its own server and database rows: prices changed here are put back after each test, and the
// configs used (express delivery, the large add-on) are read by no other test file's totals.
let server: TestServer;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'pricing_admin' });
  admin = await createSignedInAdmin(server.app);
});
afterAll(() => server?.close());

const asAdmin = () => ({ token: admin.token });
const configOf = (configType: 'meal_bundle' | 'delivery' | 'meal_addon', configKey: string) =>
  server.app.prisma.pricingConfig.findUniqueOrThrow({ where: { configType_configKey: { configType, configKey } } });
const globalId = (id: number) => Buffer.from(`PricingConfig:${id}`).toString('base64');

const UPDATE = `mutation ($input: PricingConfigUpdateInput!) {
  pricingConfigUpdate(input: $input) {
    __typename
    ... on PricingConfigUpdatePayload {
      pricingConfig { id price { pounds } description }
      pricing { expressDeliveryFee { pounds } }
    }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;
const LIST = `{ adminPricingConfigs(first: 100) { totalCount edges { node { configType configKey price { pounds } } } } }`;
// What /meal-plans asks for (its screen query's pricing part).
const PLANS =
  '{ pricing { plans { mealCount standardPerMeal { pounds } } largeAddon { pounds } expressDeliveryFee { pounds } } }';

type CacheMeta = { hit?: boolean } | undefined;
async function publicRead(query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: any; extensions?: { responseCache?: CacheMeta } };
  return { data: body.data, hit: body.extensions?.responseCache?.hit === true };
}

describe('pricing in the back office', () => {
  it('refuses a customer token and no token on the pricing query, mutation and paths', async () => {
    const express = await configOf('delivery', 'express_delivery');
    await expectGraphQLRefused(server, [
      { document: LIST, field: 'adminPricingConfigs' },
      { document: UPDATE, variables: { input: { id: globalId(express.id), price: 1 } }, field: 'pricingConfigUpdate' },
    ]);
    await expectRestRefused(server, [
      { method: 'GET', path: '/api/admin/pricing' },
      { method: 'PATCH', path: `/api/admin/pricing/${express.id}`, body: { price: 1 } },
    ]);
    expect(await configOf('delivery', 'express_delivery')).toEqual(express);
  });

  it("lists every config of DESIGN's pricing section", async () => {
    const { data } = await server.gql(LIST, {}, asAdmin());
    const keys = data.adminPricingConfigs.edges.map((e: any) => `${e.node.configType}/${e.node.configKey}`);
    for (let n = 4; n <= 15; n += 1) expect(keys).toContain(`meal_bundle/${n}_meals`);
    expect(keys).toEqual(
      expect.arrayContaining(['meal_addon/large_meal_addon', 'delivery/base_delivery', 'delivery/express_delivery']),
    );
    const rest = await server.rest('GET', '/api/admin/pricing', undefined, asAdmin());
    expect(rest.headers.get('cache-control')).toBe('private, no-store');
    expect(rest.body.pricingConfigs).toContainEqual(
      expect.objectContaining({ configType: 'meal_addon', configKey: 'large_meal_addon', price: 99 }),
    );
  });

  it('edits a price and description; the public pricing answer shows it at once, other answers stay cached', async () => {
    const express = await configOf('delivery', 'express_delivery');
    const faqs = '{ faqs { id question } }';
    await publicRead(PLANS);
    await publicRead(faqs);
    expect((await publicRead(PLANS)).hit).toBe(true);
    try {
      const { data } = await server.gql(
        UPDATE,
        { input: { id: globalId(express.id), price: 45, description: 'Same-day delivery' } },
        asAdmin(),
      );
      expect(data.pricingConfigUpdate).toMatchObject({
        pricingConfig: { price: { pounds: 45 }, description: 'Same-day delivery' },
        pricing: { expressDeliveryFee: { pounds: 45 } },
      });
      expect((await configOf('delivery', 'express_delivery')).pricePiasters).toBe(4500);

      const plans = await publicRead(PLANS);
      expect(plans.hit).toBe(false);
      expect(plans.data.pricing.expressDeliveryFee.pounds).toBe(45);
      expect((await publicRead(faqs)).hit).toBe(true);

      // The REST path answers the same way, in whole pounds.
      await publicRead(PLANS);
      const patched = await server.rest('PATCH', `/api/admin/pricing/${express.id}`, { price: 35 }, asAdmin());
      expect(patched.body).toMatchObject({ id: express.id, price: 35, description: 'Same-day delivery' });
      const again = await publicRead(PLANS);
      expect(again).toMatchObject({ hit: false, data: { pricing: { expressDeliveryFee: { pounds: 35 } } } });
      expect((await server.rest('GET', '/api/pricing')).body.pricingConfigs).toContainEqual(
        expect.objectContaining({ configKey: 'express_delivery', price: 35 }),
      );

      const audit = await server.app.prisma.auditEntry.findMany({
        where: { entityType: 'PricingConfig', entityId: express.id },
        orderBy: { id: 'asc' },
      });
      expect(audit.map((entry) => entry.changes)).toEqual([
        { configType: 'delivery', configKey: 'express_delivery', price: 45, description: 'Same-day delivery' },
        { configType: 'delivery', configKey: 'express_delivery', price: 35 },
      ]);
    } finally {
      await server.app.prisma.pricingConfig.update({ where: { id: express.id }, data: express });
    }
  });

  it.each([
    [-1, adminMessages.priceNegative],
    [12.5, adminMessages.priceWhole],
    ['١٢٫٥', adminMessages.priceWhole],
    ['99 EGP', adminMessages.priceWhole],
  ])('refuses the price %j and changes nothing', async (price, message) => {
    const addon = await configOf('meal_addon', 'large_meal_addon');
    const rest = await server.rest('PATCH', `/api/admin/pricing/${addon.id}`, { price }, asAdmin());
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, issues: [{ path: ['price'], message }] });
    if (typeof price === 'number' && Number.isInteger(price)) {
      const graph = await server.gql(UPDATE, { input: { id: globalId(addon.id), price } }, asAdmin());
      expect(graph.data.pricingConfigUpdate).toMatchObject({ __typename: 'ValidationError', message });
    }
    expect(await configOf('meal_addon', 'large_meal_addon')).toEqual(addon);
  });

  it('takes a price typed in Arabic-Indic digits as the same whole pounds (an Arabic page, a REST form)', async () => {
    const addon = await configOf('meal_addon', 'large_meal_addon');
    try {
      const rest = await server.rest('PATCH', `/api/admin/pricing/${addon.id}`, { price: '١٠٩' }, asAdmin());
      expect(rest).toMatchObject({ status: 200, body: { price: 109 } });
      const western = await server.rest('PATCH', `/api/admin/pricing/${addon.id}`, { price: '99' }, asAdmin());
      expect(western).toMatchObject({ status: 200, body: { price: 99 } });
      expect((await configOf('meal_addon', 'large_meal_addon')).pricePiasters).toBe(9900);
    } finally {
      await server.app.prisma.pricingConfig.update({ where: { id: addon.id }, data: addon });
    }
  });

  it('answers 404 for a config that does not exist', async () => {
    const rest = await server.rest('PATCH', '/api/admin/pricing/999999', { price: 1 }, asAdmin());
    expect(rest).toMatchObject({ status: 404, body: { message: 'Pricing config not found' } });
  });
});
