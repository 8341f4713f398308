import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@rules';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import type { PricingTabQuery } from '../../../__generated__/PricingTabQuery.graphql.ts';
import { AdminSessionContext } from '../AdminSession.tsx';
import { answerQuery, preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import { priceProblem } from './PricingPanel.tsx';
import PricingTab, { pricingTabQuery } from './PricingTab.tsx';

const money = (pounds: number) => ({ pounds, piasters: pounds * 100, formatted: `EGP ${pounds}` });
const config = (id: string, configType: string, configKey: string, pounds: number, description: string) => ({
  id,
  configType,
  configKey,
  description,
  isActive: true,
  price: money(pounds),
});
// In the server's order (type, then key as text: "10_meals" before "4_meals").
const CONFIGS = [
  config('UHJpY2luZ0NvbmZpZzoxNA==', 'delivery', 'express_delivery', 30, 'Express delivery'),
  config('UHJpY2luZ0NvbmZpZzoxMw==', 'meal_addon', 'large_meal_addon', 99, 'Added per large meal'),
  config('UHJpY2luZ0NvbmZpZzo3', 'meal_bundle', '10_meals', 199, 'Per-meal price for a 10-meal box'),
  config('UHJpY2luZ0NvbmZpZzox', 'meal_bundle', '4_meals', 249, 'Per-meal price for a 4-meal box'),
];
const PRICING_ID = 'UHJpY2luZzpwcmljaW5n';

/** The price table the mutation answers, with the 10-meal price changed to `pounds`. */
const pricingWith10MealPrice = (pounds: number) => ({
  id: PRICING_ID,
  plans: [
    { mealCount: 4, standardPerMeal: money(249) },
    { mealCount: 10, standardPerMeal: money(pounds) },
  ],
  largeAddon: money(99),
  deliveryFee: money(0),
  expressDeliveryFee: money(30),
});

/** Renders the Pricing tab, its query answered with CONFIGS and each mutation with `answers`. */
function serve(answers: Record<string, Answer> = {}, locale: 'en' | 'ar' = 'en') {
  const { environment, sentExcept } = answerByName(answers);
  renderWithProviders(
    <AdminSessionContext.Provider value={{ id: 'QWRtaW46MQ==', username: 'admin', name: 'Admin', role: 'super_admin' }}>
      <Suspense fallback={<p>Loading</p>}>
        {preloadedPanel<PricingTabQuery>(environment, pricingTabQuery, PricingTab)}
      </Suspense>
      <Toaster />
    </AdminSessionContext.Provider>,
    { environment, locale },
  );
  // The Pricing tab's one query; the InstaPay and Invitation Codes parts, empty, are not under test here.
  void answerQuery(environment, 'PricingTabQuery', {
    adminPricingConfigs: { edges: CONFIGS.map((node) => ({ node })) },
    instapayRecipient: null,
    adminInvitationCodes: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    adminReferrals: [],
  });
  return { environment, mutations: () => sentExcept('PricingTabQuery') };
}

async function openEditor(configKey: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${configKey}` }));
  return screen.findByRole('dialog', { name: `Edit ${configKey}` });
}

describe('a typed price', () => {
  it('reads Arabic-Indic digits as the same whole pounds', () => {
    expect(priceProblem('٢٤٩')).toBeNull();
    expect(priceProblem('-٥')).toBe(adminMessages.priceNegative);
    expect(priceProblem('١٢٫٥')).toBe(adminMessages.priceWhole);
  });
});

describe('the Pricing panel', () => {
  it('lists every config by type, bundles by meal count, with its price in EGP', async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Pricing Management' })).toBeTruthy();
    // Each row: type, key, price and description (the description also under the key, for phones).
    const rows = within(screen.getAllByRole('table')[0]!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Meal bundle4_mealsPer-meal price for a 4-meal boxEGP 249Per-meal price for a 4-meal boxEdit',
      'Meal bundle10_mealsPer-meal price for a 10-meal boxEGP 199Per-meal price for a 10-meal boxEdit',
      'Meal add-onlarge_meal_addonAdded per large mealEGP 99Added per large mealEdit',
      'Deliveryexpress_deliveryExpress deliveryEGP 30Express deliveryEdit',
    ]);
  });

  it('refuses a negative or fractional price with the specification text and sends nothing', async () => {
    const { mutations } = serve();
    const dialog = await openEditor('10_meals');
    const price = within(dialog).getByRole('textbox', { name: 'Price (EGP)' });
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(adminMessages.priceNegative)).toBeTruthy();
    fireEvent.change(price, { target: { value: '189.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(adminMessages.priceWhole)).toBeTruthy();
    expect(mutations()).toEqual([]);
  });

  it('saves price and description, and the store holds the new price table for /meal-plans', async () => {
    const { mutations, environment } = serve({
      PricingPanelUpdateMutation: {
        pricingConfigUpdate: {
          __typename: 'PricingConfigUpdatePayload',
          pricingConfig: { id: CONFIGS[2]!.id, description: 'Ten meals', price: money(189) },
          pricing: pricingWith10MealPrice(189),
        },
      },
    });
    const dialog = await openEditor('10_meals');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price (EGP)' }), { target: { value: '189' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Ten meals' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Price updated')).toBeTruthy();
    expect(mutations()).toEqual([
      {
        name: 'PricingPanelUpdateMutation',
        variables: { input: { id: CONFIGS[2]!.id, price: 189, description: 'Ten meals' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /10_meals/ }).textContent).toBe(
      'Meal bundle10_mealsTen mealsEGP 189Ten mealsEdit',
    );

    // The one Pricing record every customer screen reads now says 189 for ten meals.
    const source = environment.getStore().getSource();
    const plans = (source.get(PRICING_ID)?.plans as { __refs: string[] }).__refs.map((ref) => source.get(ref)!);
    const tenMeals = plans.find((plan) => plan.mealCount === 10)!;
    const perMeal = source.get((tenMeals.standardPerMeal as { __ref: string }).__ref)!;
    expect(perMeal.piasters).toBe(18900);
  });

  it("shows the server's refusal and keeps the edit open", async () => {
    serve({
      PricingPanelUpdateMutation: {
        pricingConfigUpdate: {
          __typename: 'ValidationError',
          __isError: 'ValidationError',
          message: 'Price is too high.',
        },
      },
    });
    const dialog = await openEditor('4_meals');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price (EGP)' }), { target: { value: '2000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update pricing. Please try again.')).toBeTruthy();
    expect(screen.getByText('Price is too high.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit 4_meals' })).toBeTruthy();
  });
});

describe('the Pricing panel in Arabic', () => {
  it('reads in Arabic with ar-EG digits, and takes a price typed in Arabic-Indic digits', async () => {
    const { mutations } = serve(
      {
        PricingPanelUpdateMutation: {
          pricingConfigUpdate: {
            __typename: 'PricingConfigUpdatePayload',
            pricingConfig: { id: CONFIGS[2]!.id, description: 'Per-meal price for a 10-meal box', price: money(189) },
            pricing: pricingWith10MealPrice(189),
          },
        },
      },
      'ar',
    );
    expect(await screen.findByRole('heading', { name: 'إدارة الأسعار' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /4_meals/ });
    expect(row.textContent).toContain('باقة وجبات');
    expect(row.textContent).toContain('٢٤٩');
    expect(row.textContent).not.toMatch(/EGP|249|Meal bundle|Edit/);

    fireEvent.click(screen.getByRole('button', { name: 'تعديل 10_meals' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل 10_meals' });
    const price = within(dialog).getByRole('textbox', { name: 'السعر (ج.م.)' });
    fireEvent.change(price, { target: { value: '-٥' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await within(dialog).findByText('لا يمكن أن يكون السعر سالبًا.')).toBeTruthy();
    expect(mutations()).toEqual([]);

    fireEvent.change(price, { target: { value: '١٨٩' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('تم تحديث السعر')).toBeTruthy();
    expect(mutations()).toEqual([
      {
        name: 'PricingPanelUpdateMutation',
        variables: { input: { id: CONFIGS[2]!.id, price: 189, description: 'Per-meal price for a 10-meal box' } },
      },
    ]);
  });
});
