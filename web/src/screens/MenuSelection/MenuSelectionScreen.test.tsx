import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay/hooks';
import { Route, Routes } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../test/render.tsx';
import MenuSelectionScreenQueryNode, {
  type MenuSelectionScreenQuery,
} from '../../__generated__/MenuSelectionScreenQuery.graphql.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { readStoredSelection } from '../../lib/selections.ts';
import MenuSelectionScreen from './MenuSelectionScreen.tsx';

const MEALS = ['Koshari Bowl', 'Chicken Shawarma', 'Molokhia with Rice', 'Grilled Kofta', 'Lentil Soup'];

function renderMenu({
  path,
  signedIn = false,
  locale = 'en',
}: {
  path: string;
  signedIn?: boolean;
  locale?: 'en' | 'ar';
}) {
  const environment = createMockEnvironment();
  const resolveQuery = (operation: OperationDescriptor) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        weeks: [
          {
            id: 'Week:12',
            databaseId: 12,
            label: 'Sep 5-Sep 11, 2025',
            startDate: '2025-09-05',
            endDate: '2025-09-11',
          },
          {
            id: 'Week:13',
            databaseId: 13,
            label: 'Sep 12-Sep 18, 2025',
            startDate: '2025-09-12',
            endDate: '2025-09-18',
          },
        ],
        week: {
          id: 'Week:12',
          databaseId: 12,
          label: 'Sep 5-Sep 11, 2025',
          startDate: '2025-09-05',
          endDate: '2025-09-11',
          menu: MEALS.map((title, index) => ({
            id: `MenuItem:${index}`,
            meal: {
              id: `Meal:${index}`,
              title,
              categoryLabel: 'Main Dishes',
              imageUrl: null,
              description: `${title}, cooked fresh.`,
              ingredients: ['Rice', 'Lentils'],
              tags: ['vegan'],
              allergens: title === 'Grilled Kofta' ? ['sesame'] : [],
              diets: [],
            },
          })),
        },
        me: signedIn ? { id: 'Customer:1' } : null,
        pricing: {
          id: 'UHJpY2luZzpjdXJyZW50', // Pricing:current
          plans: [],
          largeAddon: { piasters: 9900 },
          deliveryFee: { piasters: 0 },
          expressDeliveryFee: { piasters: 3000 },
        },
      }),
    });
  // The menu's own query, then the session query (useAuthState) that tells whether someone is signed in.
  environment.mock.queueOperationResolver(resolveQuery);
  environment.mock.queueOperationResolver((operation) => resolveQuery(operation));
  const weekRef = path.split('/')[2]!.split('?')[0]!;
  environment.mock.queuePendingOperation(MenuSelectionScreenQueryNode, { weekRef });
  const queryRef = loadQuery<MenuSelectionScreenQuery>(environment, MenuSelectionScreenQueryNode, { weekRef });
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/menu/:weekId" element={<MenuSelectionScreen queryRef={queryRef} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Toaster />
    </>,
    { path, environment, locale },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const plus = (title: string) => screen.getByRole('button', { name: `Add one ${title}` });
const minus = (title: string) => screen.getByRole('button', { name: `Remove one ${title}` });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('MenuSelectionScreen', () => {
  // The meal dialog is a lazy chunk: load it once up front so its test waits only for the click.
  beforeAll(async () => {
    await import('../Meals/MealDetailDialog.tsx');
  });

  it('counts picks up and down, a meal more than once', async () => {
    renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true' });
    expect(await screen.findByText('Select your meals (0 of 4 selected)')).toBeTruthy();
    fireEvent.click(plus('Koshari Bowl'));
    fireEvent.click(plus('Koshari Bowl'));
    fireEvent.click(plus('Lentil Soup'));
    expect(heading()).toBe('Select your meals (3 of 4 selected)');
    fireEvent.click(minus('Koshari Bowl'));
    expect(heading()).toBe('Select your meals (2 of 4 selected)');
    expect((minus('Grilled Kofta') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in Arabic on /ar: heading, plurals, Arabic week dates and a price in Arabic-Indic digits', async () => {
    renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true', locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'اختر وجباتك (تم اختيار ٠ من ٤)' })).toBeTruthy();
    expect(screen.getByText('الخطوة ٢ من ٤')).toBeTruthy();
    expect(screen.getByRole('option', { name: '١١ وجبة' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '٤ وجبات' })).toBeTruthy();
    expect(screen.getAllByRole('option', { name: /سبتمبر/ }).map((option) => option.textContent)).toEqual([
      '٥–١١ سبتمبر ٢٠٢٥',
      '١٢–١٨ سبتمبر ٢٠٢٥',
    ]);
    expect(screen.getByRole('link', { name: /العودة إلى الباقات/ })).toBeTruthy();
    const add = (title: string) => screen.getByRole('button', { name: `أضف واحدة من ${title}` });
    for (const title of MEALS.slice(0, 4)) fireEvent.click(add(title));
    expect(heading()).toBe('اختر وجباتك (تم اختيار ٤ من ٤)');
    fireEvent.click(add('Lentil Soup'));
    expect(await screen.findByText('وصلت إلى الحد الأقصى من الوجبات')).toBeTruthy();
    expect(screen.getByText('لقد اخترت ٤ وجبات بالفعل. أزل وجبة لتضيف غيرها.')).toBeTruthy();
    expect(screen.getByText(/ج\.م\./).textContent).toMatch(/[٠-٩]/);
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeTruthy();
  });

  it('refuses a pick past the meal count with the maximum message', async () => {
    renderMenu({ path: '/menu/12?mealCount=4' });
    await screen.findByText('Select your meals (0 of 4 selected)');
    for (const title of MEALS.slice(0, 4)) fireEvent.click(plus(title));
    fireEvent.click(plus('Lentil Soup'));
    expect(heading()).toBe('Select your meals (4 of 4 selected)');
    expect(await screen.findByText('Maximum meals reached')).toBeTruthy();
    expect(screen.getByText('You have already selected 4 meals. Remove a meal to add a different one.')).toBeTruthy();
  });

  it('clears all selections; another slot keeps the picks; a smaller meal count keeps what fits and says what it dropped', async () => {
    renderMenu({ path: '/menu/12?mealCount=6' });
    await screen.findByText('Select your meals (0 of 6 selected)');
    fireEvent.click(plus('Koshari Bowl'));
    fireEvent.click(plus('Grilled Kofta'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Selections' }));
    expect(heading()).toBe('Select your meals (0 of 6 selected)');

    for (const title of ['Koshari Bowl', 'Chicken Shawarma', 'Grilled Kofta', 'Lentil Soup', 'Lentil Soup'])
      fireEvent.click(plus(title));
    fireEvent.change(screen.getByLabelText('Delivery slot'), { target: { value: 'evening' } });
    expect(heading()).toBe('Select your meals (5 of 6 selected)');

    fireEvent.change(screen.getByLabelText('Meals per week'), { target: { value: '8' } });
    await waitFor(() => expect(heading()).toBe('Select your meals (5 of 8 selected)'));
    expect(currentLocation()).toContain('mealCount=8');

    fireEvent.change(screen.getByLabelText('Meals per week'), { target: { value: '4' } });
    await waitFor(() => expect(heading()).toBe('Select your meals (4 of 4 selected)'));
    expect(await screen.findByText('1 meal(s) removed')).toBeTruthy();
    expect(screen.getByText('Your plan is now 4 meals, so these picks were removed: Lentil Soup.')).toBeTruthy();
    expect((screen.getByLabelText('Delivery slot') as HTMLSelectElement).value).toBe('evening');
  });

  it('keeps the picks across a reload (unmount and render again) and per week', async () => {
    const first = renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true' });
    await screen.findByText('Select your meals (0 of 4 selected)');
    fireEvent.click(plus('Koshari Bowl'));
    fireEvent.click(plus('Molokhia with Rice'));
    fireEvent.change(screen.getByLabelText('Delivery slot'), { target: { value: 'evening' } });
    first.unmount();

    renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true' });
    expect(await screen.findByText('Select your meals (2 of 4 selected)')).toBeTruthy();
    expect((screen.getByLabelText('Delivery slot') as HTMLSelectElement).value).toBe('evening');
    expect(screen.queryByText('Selections Restored')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('menuDrafts')!)['12'].picks).toHaveLength(2);
  });

  it('a draft reopened under a smaller plan keeps what fits and says what it dropped', async () => {
    const first = renderMenu({ path: '/menu/12?mealCount=6' });
    await screen.findByText('Select your meals (0 of 6 selected)');
    for (const title of MEALS) fireEvent.click(plus(title));
    first.unmount();
    renderMenu({ path: '/menu/12?mealCount=4' });
    expect(await screen.findByText('Select your meals (4 of 4 selected)')).toBeTruthy();
    expect(await screen.findByText('Your plan is now 4 meals, so these picks were removed: Lentil Soup.')).toBeTruthy();
  });

  it("tapping a meal opens the catalogue's detail dialog with its nutrition", async () => {
    renderMenu({ path: '/menu/12?mealCount=4' });
    await screen.findByText('Select your meals (0 of 4 selected)');
    fireEvent.click(screen.getByRole('button', { name: 'Details of Koshari Bowl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Koshari Bowl' }, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Nutrition facts' })).toBeTruthy();
    expect(within(dialog).getByText('Koshari Bowl, cooked fresh.')).toBeTruthy();
    expect(within(dialog).getByText('Lentils')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening the details picks nothing.
    expect(heading()).toBe('Select your meals (0 of 4 selected)');
  });

  it('Back to Plans carries the plan, so the plan page shows it again', async () => {
    renderMenu({ path: '/menu/12?mealCount=6&portionSize=mixed&fromPlan=true' });
    await screen.findByText('Select your meals (0 of 6 selected)');
    expect(screen.getByRole('link', { name: /Back to Plans/ }).getAttribute('href')).toBe(
      '/meal-plans?mealCount=6&portionSize=mixed',
    );
  });

  it('defaults to 10 meals from the plan page and 6 otherwise', async () => {
    const first = renderMenu({ path: '/menu/12?fromPlan=true' });
    expect(await screen.findByText('Select your meals (0 of 10 selected)')).toBeTruthy();
    first.unmount();
    renderMenu({ path: '/menu/12' });
    expect(await screen.findByText('Select your meals (0 of 6 selected)')).toBeTruthy();
  });

  it('stops at Continue while short, then saves a visitor selection and sends them to register', async () => {
    const { environment } = renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true&portionSize=standard' });
    await screen.findByText('Select your meals (0 of 4 selected)');
    fireEvent.click(plus('Koshari Bowl'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incomplete Selection')).toBeTruthy();
    expect(screen.getByText('Please select all 4 meals before proceeding to checkout.')).toBeTruthy();

    for (const title of MEALS.slice(1, 4)) fireEvent.click(plus(title));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The server copy (tempMealSelectionSave) is sent with the picks; the answer lets them go on.
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.operation.name).toBe('useSubmitSelectionTempSaveMutation');
    expect(save.request.variables.input).toMatchObject({
      weekId: 'Week:12',
      mealCount: 4,
      portionSize: 'standard',
      deliverySlot: 'morning',
    });
    act(() => environment.mock.resolve(save, MockPayloadGenerator.generate(save)));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/auth\?/));
    const params = new URLSearchParams(currentLocation().split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'register',
      fromSelection: 'true',
      weekId: '12',
      mealCount: '4',
      portionSize: 'standard',
      returnTo: '/checkout',
    });
    expect(readStoredSelection()?.selectedMeals.map((meal) => meal.mealId)).toEqual([
      'Meal:0',
      'Meal:1',
      'Meal:2',
      'Meal:3',
    ]);
  });

  it('asks in the page before adding a meal that conflicts with the food profile; Cancel adds nothing', async () => {
    const { environment } = renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true', signedIn: true });
    await screen.findByText('Select your meals (0 of 4 selected)');
    // The profile is read on the side once the session says someone is signed in.
    await waitFor(() =>
      expect(
        environment.mock.getAllOperations().some((op) => op.request.node.operation.name === 'useFoodProfileQuery'),
      ).toBe(true),
    );
    const profileQuery = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.operation.name === 'useFoodProfileQuery')!;
    act(() =>
      environment.mock.resolve(profileQuery, {
        data: {
          viewer: {
            id: 'Customer:1',
            foodProfile: { avoidAllergens: ['sesame'], followDiets: [], dislikedIngredients: [] },
          },
        },
      }),
    );
    await screen.findByText(/^Doesn't fit your food preferences: Sesame/);

    fireEvent.click(plus('Grilled Kofta'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Grilled Kofta' });
    expect(within(dialog).getByText('Contains sesame, which you avoid. Add it anyway?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(heading()).toBe('Select your meals (0 of 4 selected)');

    fireEvent.click(plus('Grilled Kofta'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(heading()).toBe('Select your meals (1 of 4 selected)'));
    // A meal that fits is added without asking.
    fireEvent.click(plus('Koshari Bowl'));
    expect(heading()).toBe('Select your meals (2 of 4 selected)');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a size per pick in mixed mode', async () => {
    renderMenu({ path: '/menu/12?mealCount=4&portionSize=mixed' });
    await screen.findByText('Select your meals (0 of 4 selected)');
    for (const title of MEALS.slice(0, 4)) fireEvent.click(plus(title));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Portion sizes required')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Portion size 1 for Koshari Bowl' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Large' }));
    expect(within(group).getByRole('radio', { name: 'Large' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches an unknown or "current" week to the first live week, keeping the query', async () => {
    renderMenu({ path: '/menu/current?mealCount=4&fromPlan=true' });
    await waitFor(() => expect(currentLocation()).toBe('/menu/12?mealCount=4&fromPlan=true'));
  });

  it('restores a stored selection with a toast and shows it read-only until Edit Selection', async () => {
    window.sessionStorage.setItem(
      'mealSelections',
      JSON.stringify({
        weekId: '12',
        weekGlobalId: 'Week:12',
        mealCount: 4,
        portionSize: 'standard',
        deliverySlot: 'evening',
        selectedMeals: [0, 1, 1, 2].map((i) => ({ mealId: `Meal:${i}`, portionSize: 'standard' })),
      }),
    );
    renderMenu({ path: '/menu/12?mealCount=4&fromPlan=true' });
    expect(await screen.findByText('Selections Restored')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your selections' })).toBeTruthy();
    expect(screen.getByText('Chicken Shawarma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Selection' }));
    expect(heading()).toBe('Select your meals (4 of 4 selected)');
    expect((screen.getByLabelText('Delivery slot') as HTMLSelectElement).value).toBe('evening');
  });
});
