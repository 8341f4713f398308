import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../test/render.tsx';
import MealPlansScreenQueryNode from '../../__generated__/MealPlansScreenQuery.graphql.ts';
import { MealPlansRoute } from './MealPlansRoute.tsx';
import { menuPath, planTotal } from './planOptions.ts';
import { defaultPriceTable } from '../../lib/pricing.ts';
import { formatFor } from '../../i18n/format.ts';

const money = (pounds: number) => ({ piasters: pounds * 100 });

/** Server prices deliberately unlike the defaults, so the test sees which table is used. */
const SERVER_PER_MEAL: Record<number, number> = {
  4: 250,
  5: 240,
  6: 240,
  7: 220,
  8: 220,
  9: 220,
  10: 190,
  11: 190,
  12: 185,
  13: 185,
  14: 180,
  15: 180,
};

/** The server's answer, from the schema's types: the prices above and the weeks open for orders. */
function pricingAnswer(weeks: { databaseId: number }[]): MockResolvers {
  return {
    Query: () => ({ weeks }),
    Pricing: () => ({
      plans: Object.entries(SERVER_PER_MEAL).map(([count, pounds]) => ({
        mealCount: Number(count),
        standardPerMeal: money(pounds),
      })),
      largeAddon: money(100),
      deliveryFee: money(0),
      expressDeliveryFee: money(30),
    }),
  };
}

function renderPlans(answer: MockResolvers | Error | null, path = '/meal-plans', locale: 'en' | 'ar' = 'en') {
  const environment = createMockEnvironment();
  // A visitor (the onboarding guard lets them through); the pricing query gets `answer`, or
  // stays pending when there is none.
  const resolve = (operation: OperationDescriptor) => {
    if (operation.request.node.params.name === 'useAuthStateQuery') return { data: { me: null } };
    if (!answer) return null;
    return answer instanceof Error ? answer : MockPayloadGenerator.generate(operation, answer);
  };
  for (let i = 0; i < 4; i += 1) environment.mock.queueOperationResolver((operation) => resolve(operation));
  // loadQuery calls the network directly; registering the operation first lets the queued
  // resolver answer it.
  environment.mock.queuePendingOperation(MealPlansScreenQueryNode, {});
  return renderWithProviders(<MealPlansRoute />, { path, environment, locale });
}

/** Picks a radio card: a click on its (visually hidden) radio input. */
function choose(name: RegExp) {
  fireEvent.click(screen.getByRole('radio', { name }));
}

/** The radio group reports its change a tick after the click. */
async function expectWeeklyTotal(text: string) {
  await waitFor(() => expect(screen.getByTestId('weekly-total').textContent).toBe(text));
}

const weeklyTotal = () => screen.getByTestId('weekly-total').textContent;

describe('MealPlans page', () => {
  // The screen is a lazy chunk; load it once up front so each test waits only for data.
  beforeAll(async () => {
    await import('./MealPlansScreen.tsx');
  });

  it('says "Loading meal plans..." while pricing loads', async () => {
    renderPlans(null);
    expect(await screen.findByText('Loading meal plans...')).toBeTruthy();
  });

  it('offers 4-14 meals with 10 recommended and chosen, standard portions, and the server total', async () => {
    renderPlans(pricingAnswer([{ databaseId: 37 }, { databaseId: 38 }]));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    const counts = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(counts).toEqual(['4', '6', '8', '10', '12', '14', 'standard', 'large', 'mixed']);
    expect((screen.getByRole('radio', { name: /^10/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);

    const recommended = screen.getByText('Recommended');
    expect(recommended.closest('label')?.querySelector('input')?.value).toBe('10');
    expect(recommended.parentElement?.textContent).toContain('★');
    expect(screen.getAllByText('Recommended')).toHaveLength(1);

    expect(weeklyTotal()).toBe('EGP 1,900');
    expect(screen.queryByText('From')).toBeNull();
    expect(screen.getByText('500-600 calories, 30-40g protein')).toBeTruthy();
    expect(screen.getByText('750-850 calories, 45-60g protein')).toBeTruthy();
  });

  it('prices large per meal with the add-on, and mixed "From" the standard total with its note', async () => {
    renderPlans(pricingAnswer([{ databaseId: 37 }]));
    await screen.findByRole('heading', { name: 'Choose Your Plan' });

    choose(/^6/);
    await expectWeeklyTotal('EGP 1,440');

    choose(/Large/);
    await expectWeeklyTotal('EGP 2,040'); // (240 + 100) × 6

    choose(/Mixed/);
    const summary = screen.getByRole('complementary');
    await waitFor(() => expect(within(summary).getByText('From')).toBeTruthy());
    await expectWeeklyTotal('EGP 1,440');
    expect(within(summary).getByText('Final total based on your meal selections')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select Your Meals' }));
    expect(currentLocation()).toBe('/menu/37?mealCount=6&portionSize=mixed&fromPlan=true');
  });

  it('reads in Arabic on /ar: headings, plurals, step and prices in Arabic-Indic digits', async () => {
    renderPlans(pricingAnswer([{ databaseId: 37 }]), '/meal-plans?mealCount=6&portionSize=mixed', 'ar');
    expect(await screen.findByRole('heading', { name: 'اختر باقتك' })).toBeTruthy();
    expect(screen.getByText('الخطوة ١ من ٤')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' })).toBeTruthy();
    expect(screen.getByText('موصى به')).toBeTruthy();
    // "6 meals per week · Mixed portions", with Arabic's plural for 6 (few).
    expect(screen.getByText('٦ وجبات في الأسبوع · حصص مختلطة')).toBeTruthy();
    expect(weeklyTotal()).toBe(formatFor('ar').money(1440_00));
    expect(weeklyTotal()).toMatch(/١٬٤٤٠/);
    expect(screen.getByText('ابتداءً من')).toBeTruthy();
    expect(screen.getByText('٥٠٠-٦٠٠ سعرة حرارية، ٣٠-٤٠ جم بروتين')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'اختر وجباتك' }));
    expect(currentLocation()).toBe('/menu/37?mealCount=6&portionSize=mixed&fromPlan=true');
  });

  it('remembers the plan chosen in its URL, so Back from the menu shows "6 / Mixed" again', async () => {
    renderPlans(pricingAnswer([{ databaseId: 37 }]));
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    choose(/^6/);
    await waitFor(() => expect(currentLocation()).toBe('/meal-plans?mealCount=6&portionSize=standard'));
    choose(/Mixed/);
    await waitFor(() => expect(currentLocation()).toBe('/meal-plans?mealCount=6&portionSize=mixed'));
  });

  it('shows the plan its URL names (after Back or a reload)', async () => {
    renderPlans(pricingAnswer([{ databaseId: 37 }]), '/meal-plans?mealCount=6&portionSize=mixed');
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    expect((screen.getByRole('radio', { name: /^6/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Mixed/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/6 meals per week · Mixed portions/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select Your Meals' }));
    expect(currentLocation()).toBe('/menu/37?mealCount=6&portionSize=mixed&fromPlan=true');
  });

  it('links Back to Home', async () => {
    renderPlans(pricingAnswer([]));
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
  });

  it('without a live week goes to the "current" week', async () => {
    renderPlans(pricingAnswer([]));
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    fireEvent.click(screen.getByRole('button', { name: 'Select Your Meals' }));
    expect(currentLocation()).toBe('/menu/current?mealCount=10&portionSize=standard&fromPlan=true');
  });

  it('falls back to the default prices when pricing fails, and still proceeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlans(new Error('503: Service Unavailable'));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(weeklyTotal()).toBe('EGP 1,990'); // default: 199 × 10
    expect(warn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Select Your Meals' }));
    expect(currentLocation()).toBe('/menu/current?mealCount=10&portionSize=standard&fromPlan=true');
  });
});

describe('plan options', () => {
  it('totals with the default table', () => {
    expect(planTotal(defaultPriceTable, 4, 'standard')).toEqual({ weekly: 99600, perMeal: 24900, isFrom: false });
    expect(planTotal(defaultPriceTable, 14, 'large')).toEqual({
      weekly: (199 + 99) * 14 * 100,
      perMeal: 29800,
      isFrom: false,
    });
    expect(planTotal(defaultPriceTable, 8, 'mixed')).toEqual({ weekly: 219 * 8 * 100, perMeal: 21900, isFrom: true });
  });

  it('builds the menu link', () => {
    expect(menuPath(12, 8, 'large')).toBe('/menu/12?mealCount=8&portionSize=large&fromPlan=true');
    expect(menuPath(null, 4, 'standard')).toBe('/menu/current?mealCount=4&portionSize=standard&fromPlan=true');
  });
});
