import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders, type MockEnvironment } from '../../../test/render.tsx';
import MealsScreenQueryNode, { type MealsScreenQuery } from '../../__generated__/MealsScreenQuery.graphql.ts';
import MealsScreen from './MealsScreen.tsx';

interface MealFixture {
  title: string;
  tags?: string[];
  ingredients?: string[];
  imageUrl?: string | null;
  categoryLabel?: string;
  /** The public average (the server sends it from 5 ratings on). */
  rating?: { average: number; count: number } | null;
}

interface CatalogueFixture {
  /** Size of the whole catalogue (`allMeals.totalCount`). */
  catalogueSize: number;
  /** The filtered connection's totalCount. */
  matching: number;
  meals: MealFixture[];
  hasNextPage?: boolean;
}

const CATEGORIES = [
  { value: 'main', label: 'Main Dishes' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'dessert', label: 'Desserts' },
];

function mealNode(meal: MealFixture, index: number) {
  return {
    id: `Meal:${meal.title}`,
    title: meal.title,
    description: `${meal.title}, cooked fresh.`,
    categoryLabel: meal.categoryLabel ?? 'Main Dishes',
    imageUrl: meal.imageUrl === undefined ? `/images/meals/main.svg` : meal.imageUrl,
    tags: meal.tags ?? [],
    ingredients: meal.ingredients ?? [],
    allergens: [],
    diets: [],
    standard: { calories: 520 + index, protein: 32.5 },
    large: { calories: 780 + index, protein: 48 },
    rating: meal.rating ?? null,
  };
}

/** A mock server answer for the screen query or the catalogue's refetch/pagination query. */
function catalogueResponse(operation: OperationDescriptor, fixture: CatalogueFixture) {
  return MockPayloadGenerator.generate(operation, {
    Query: () => ({ mealCategories: CATEGORIES }),
    MealConnection: (context) =>
      context.alias === 'allMeals'
        ? { totalCount: fixture.catalogueSize, edges: [] }
        : {
            totalCount: fixture.matching,
            edges: fixture.meals.map((meal, index) => ({ cursor: `c${index}`, node: mealNode(meal, index) })),
            pageInfo: {
              hasNextPage: fixture.hasNextPage ?? false,
              endCursor: `c${fixture.meals.length - 1}`,
              hasPreviousPage: false,
              startCursor: 'c0',
            },
          },
  });
}

function renderMealsScreen(fixture: CatalogueFixture, path = '/meals', locale: 'en' | 'ar' = 'en') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => catalogueResponse(operation, fixture));
  // loadQuery calls the network directly; registering the operation first lets the queued
  // resolver answer it.
  const variables = { search: null, category: null, withoutAllergens: [], diets: [] };
  environment.mock.queuePendingOperation(MealsScreenQueryNode, variables);
  const queryRef = loadQuery<MealsScreenQuery>(environment, MealsScreenQueryNode, variables);
  return renderWithProviders(<MealsScreen queryRef={queryRef} />, { path, environment, locale });
}

/** Waits for the catalogue's refetch and answers it. */
async function answerRefetch(environment: MockEnvironment, fixture: CatalogueFixture) {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('MealCatalogPaginationQuery');
  });
  const refetch = operation!;
  await act(async () => {
    environment.mock.resolve(refetch, catalogueResponse(refetch, fixture));
  });
  return refetch.request.variables;
}

const threeMeals: CatalogueFixture = {
  catalogueSize: 40,
  matching: 3,
  meals: [
    {
      title: 'Koshari Bowl',
      tags: ['Vegan', 'Egyptian', 'High fibre', 'Spicy', 'Comfort'],
      ingredients: ['Lentils', 'Rice', 'Macaroni', 'Chickpeas', 'Tomato sauce', 'Crispy onions'],
    },
    { title: 'Molokhia with Chicken', tags: ['Egyptian'], ingredients: [], imageUrl: null },
    { title: 'Grilled Kofta', tags: [], ingredients: ['Beef', 'Parsley'] },
  ],
};

describe('MealsScreen', () => {
  it("shows a meal's average and count only when the server sends one (5 ratings or more)", () => {
    renderMealsScreen({
      ...threeMeals,
      meals: [{ ...threeMeals.meals[0]!, rating: { average: 4.2, count: 17 } }, threeMeals.meals[1]!],
    });
    const [rated, unrated] = screen.getAllByRole('article');
    expect(within(rated!).getByText('4.2 out of 5')).toBeTruthy();
    expect(within(rated!).getByText('(17 ratings)')).toBeTruthy();
    expect(within(unrated!).queryByText(/out of 5/)).toBeNull();
  });

  it('shows the title, the categories and "Showing X of Y meals"', () => {
    renderMealsScreen(threeMeals);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Complete Meal Collection' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 40 meals');
    expect(screen.getByPlaceholderText('Search meals, ingredients, or tags...')).toBeTruthy();
    const categories = within(screen.getByRole('group', { name: 'Meal category' }));
    expect(categories.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Categories',
      'Main Dishes',
      'Breakfast',
      'Desserts',
    ]);
    expect(categories.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/approximate/)).toBeTruthy();
  });

  it('renders a card per meal: first three tags, "+N more", ingredients excerpt, both portions', () => {
    renderMealsScreen(threeMeals);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);

    const koshari = within(cards[0]!);
    expect(koshari.getByRole('button', { name: 'Koshari Bowl' })).toBeTruthy();
    expect(koshari.getByText('Vegan')).toBeTruthy();
    expect(koshari.getByText('Egyptian')).toBeTruthy();
    expect(koshari.getByText('High fibre')).toBeTruthy();
    expect(koshari.queryByText('Spicy')).toBeNull();
    expect(koshari.getByText('+2 more')).toBeTruthy();
    expect(koshari.getByText('Lentils, Rice, Macaroni, Chickpeas, …')).toBeTruthy();
    expect(koshari.getByRole('tab', { name: 'Standard' })).toBeTruthy();
    expect(koshari.getByRole('tab', { name: 'Large' })).toBeTruthy();
    expect(koshari.getByText('520 kcal')).toBeTruthy();

    // One tag: no "+N more"; no photo: the placeholder.
    const molokhia = within(cards[1]!);
    expect(molokhia.queryByText(/more$/)).toBeNull();
    expect(molokhia.getByTestId('meal-image-placeholder')).toBeTruthy();
    expect(within(cards[0]!).queryByTestId('meal-image-placeholder')).toBeNull();
  });

  it('switches a card to the large portion', async () => {
    renderMealsScreen(threeMeals);
    const card = within(screen.getAllByRole('article')[0]!);
    fireEvent.click(card.getByRole('tab', { name: 'Large' }));
    await waitFor(() => expect(card.getByRole('tab', { name: 'Large' }).getAttribute('aria-selected')).toBe('true'));
    expect(card.getByText('780 kcal')).toBeTruthy();
    expect(card.getByText('48 g')).toBeTruthy();
  });

  it('"Hide meals with:" and "Only:" filter on the server through the URL', async () => {
    const { environment } = renderMealsScreen(threeMeals);
    const hide = screen.getByRole('group', { name: 'Hide meals with:' });
    fireEvent.click(within(hide).getByRole('button', { name: 'Sesame' }));
    expect(currentLocation()).toBe('/meals?hide=sesame');
    let variables = await answerRefetch(environment, threeMeals);
    expect(variables).toMatchObject({ withoutAllergens: ['sesame'], diets: [] });
    expect(within(hide).getByRole('button', { name: 'Sesame' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByRole('group', { name: 'Only:' })).getByRole('button', { name: 'Vegetarian' }));
    expect(currentLocation()).toBe('/meals?hide=sesame&only=vegetarian');
    variables = await answerRefetch(environment, threeMeals);
    expect(variables).toMatchObject({ withoutAllergens: ['sesame'], diets: ['vegetarian'] });
  });

  it('filters by category through the URL and shows the empty state with Clear Filters', async () => {
    const { environment } = renderMealsScreen(threeMeals);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Desserts' }));
    });
    expect(currentLocation()).toBe('/meals?category=dessert');

    const variables = await answerRefetch(environment, { catalogueSize: 40, matching: 0, meals: [] });
    expect(variables).toMatchObject({ category: 'dessert', search: null, count: 12 });

    expect(await screen.findByRole('heading', { name: 'No meals found' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 40 meals');
    expect(screen.getByRole('button', { name: 'Desserts' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(currentLocation()).toBe('/meals');
    // The unfiltered list is still in the Relay store: it comes back without a request.
    expect(await screen.findByText('Showing 3 of 40 meals')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the search to the server after a pause in typing', async () => {
    const { environment } = renderMealsScreen(threeMeals);
    const box = screen.getByPlaceholderText('Search meals, ingredients, or tags...');
    fireEvent.change(box, { target: { value: 'le' } });
    fireEvent.change(box, { target: { value: '  lentil ' } });
    const refetches = () =>
      environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'MealCatalogPaginationQuery');
    // Debounced: nothing is sent while typing.
    expect(refetches()).toHaveLength(0);

    const variables = await answerRefetch(environment, {
      ...threeMeals,
      matching: 1,
      meals: threeMeals.meals.slice(0, 1),
    });
    expect(variables).toMatchObject({ search: 'lentil', category: null });
    expect(currentLocation()).toBe('/meals?search=lentil');
    expect(await screen.findByText('Showing 1 of 40 meals')).toBeTruthy();
    // One request for the burst of typing; the box keeps what the visitor typed.
    expect(refetches()).toHaveLength(0);
    expect((box as HTMLInputElement).value).toBe('  lentil ');
  });

  it('starts from the filters in the URL', () => {
    renderMealsScreen(threeMeals, '/meals?search=kofta&category=breakfast');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('kofta');
    expect(screen.getByRole('button', { name: 'Breakfast' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the next page with Load more', async () => {
    const { environment } = renderMealsScreen({ ...threeMeals, matching: 15, hasNextPage: true });
    // Three cards on the screen, not the 15 that match.
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 40 meals');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('MealCatalogPaginationQuery');
    expect(operation.request.variables).toMatchObject({ count: 12, cursor: 'c2' });
    await act(async () => {
      environment.mock.resolve(
        operation,
        catalogueResponse(operation, { catalogueSize: 40, matching: 15, meals: [{ title: 'Basbousa' }] }),
      );
    });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 40 meals');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a meal in a dialog with nutrition, ingredients and tags, and closes it', async () => {
    renderMealsScreen(threeMeals);
    fireEvent.click(screen.getByRole('button', { name: 'Koshari Bowl' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    const details = within(dialog);
    expect(details.getByRole('heading', { name: 'Koshari Bowl' })).toBeTruthy();
    expect(details.getByText('Koshari Bowl, cooked fresh.')).toBeTruthy();
    const nutrition = within(details.getByRole('table'));
    expect(nutrition.getByRole('row', { name: /Calories/ }).textContent).toContain('520 kcal');
    expect(nutrition.getByRole('row', { name: /Calories/ }).textContent).toContain('780 kcal');
    expect(nutrition.getByRole('row', { name: /Protein/ }).textContent).toContain('32.5 g');
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual(threeMeals.meals[0]!.ingredients);
    expect(details.getByText('Comfort')).toBeTruthy();

    fireEvent.click(details.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says ingredients are coming soon when a meal has none', async () => {
    renderMealsScreen(threeMeals);
    fireEvent.click(screen.getByRole('button', { name: 'Molokhia with Chicken' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Ingredients information coming soon!')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /support@/ })
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
  });
});

describe('MealsScreen in Arabic', () => {
  it('reads in Arabic: heading, count with its plural, categories, nutrition in Arabic-Indic digits', async () => {
    renderMealsScreen(
      {
        catalogueSize: 11,
        matching: 3,
        meals: [{ title: 'Koshari Bowl' }, { title: 'Molokhia' }, { title: 'Fattah' }],
      },
      '/meals',
      'ar',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'مجموعة وجباتنا كاملة' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('عرض ٣ من ١١ وجبة');
    expect(screen.getByRole('button', { name: 'كل الفئات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الأطباق الرئيسية' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ابحث في الوجبات' })).toBeTruthy();
    // Meal names are the kitchen's own (English until the Arabic content arrives).
    expect(screen.getByRole('heading', { level: 2, name: 'Koshari Bowl' })).toBeTruthy();
    expect(screen.getAllByText('٥٢٠ سعرة').length).toBeGreaterThan(0);
    expect(screen.getAllByText('٣٢٫٥ جم').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab', { name: 'عادية' }).length).toBe(3);
  });
});
