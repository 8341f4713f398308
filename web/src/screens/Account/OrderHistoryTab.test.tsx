import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import OrderHistoryTab from './OrderHistoryTab.tsx';
import { loadQuery } from 'react-relay/hooks';
import orderHistoryTabQuery, { type OrderHistoryTabQuery } from '../../__generated__/OrderHistoryTabQuery.graphql.ts';

function order(n: number, paymentStatus: string, paymentMethod: string, delivered = false) {
  return {
    id: `Order:${n}`,
    paymentStatus,
    paymentMethod,
    delivered,
    mealCount: 4,
    week: {
      id: `Week:${n}`,
      label: `Nov ${n}-Nov ${n + 6}, 2026`,
      startDate: `2026-11-${String(n).padStart(2, '0')}`,
      endDate: `2026-11-${String(n + 6).padStart(2, '0')}`,
      deliveryDate: `2026-11-${String(n + 1).padStart(2, '0')}`,
    },
    items: [
      { id: `OrderItem:${n}1`, portionSize: 'standard', meal: { id: 'Meal:1', title: 'Koshari with Lentils' } },
      { id: `OrderItem:${n}2`, portionSize: 'large', meal: { id: 'Meal:2', title: 'Shrimp Tagine' } },
    ],
    total: { formatted: 'EGP 996', piasters: 99_600 },
  };
}

function renderHistory(
  orders: ReturnType<typeof order>[],
  hasNextPage = false,
  locale: 'en' | 'ar' = 'en',
  path = '/account?tab=history',
) {
  const environment = createMockEnvironment();
  renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      <OrderHistoryTab queryRef={loadQuery<OrderHistoryTabQuery>(environment, orderHistoryTabQuery, {})} />
    </Suspense>,
    { path, environment, locale },
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ViewerOrderHistoryConnection: () => ({
          edges: orders.map((node) => ({ node, cursor: node.id })),
          pageInfo: { hasNextPage, endCursor: orders.at(-1)?.id ?? null },
        }),
      }),
    );
  });
  return environment;
}

describe('Order History', () => {
  it('reads in Arabic on /ar: the week by its dates, the delivery date, count and total in Arabic-Indic digits', async () => {
    renderHistory([order(20, 'confirmed', 'card', true)], false, 'ar');
    const list = await screen.findByRole('list', { name: 'الطلبات السابقة' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading').textContent).toBe('أسبوع ٢٠–٢٦ نوفمبر ٢٠٢٦');
    expect(within(item!).getByText('توصيل ٢١ نوفمبر ٢٠٢٦ · ٤ وجبات')).toBeTruthy();
    expect(within(item!).getByText(/^الإجمالي ‏٩٩٦ ج\.م\.‏ · بطاقة$/)).toBeTruthy();
    expect(within(item!).getByText('مدفوع')).toBeTruthy();
    expect(within(item!).getByText('تم التوصيل')).toBeTruthy();
  });

  it('lists each order with its week, delivery date, meals, total, method and payment state', async () => {
    renderHistory([order(20, 'confirmed', 'card'), order(13, 'processing', 'instapay'), order(6, 'failed', 'card')]);
    const list = await screen.findByRole('list', { name: 'Past orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Week of Nov 20-Nov 26, 2026',
      'Week of Nov 13-Nov 19, 2026',
      'Week of Nov 6-Nov 12, 2026',
    ]);
    expect(within(items[0]!).getByText('Delivery 21 November 2026 · 4 meals')).toBeTruthy();
    expect(within(items[0]!).getByText('Koshari with Lentils, Shrimp Tagine')).toBeTruthy();
    expect(within(items[0]!).getByText('Total EGP 996 · Card')).toBeTruthy();
    expect(within(items[0]!).getByText('Paid')).toBeTruthy();
    expect(within(items[1]!).getByText('Being verified')).toBeTruthy();
    expect(within(items[1]!).getByText('Total EGP 996 · InstaPay')).toBeTruthy();
    expect(within(items[2]!).getByText('Payment failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says so when there is no order yet', async () => {
    renderHistory([]);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it('loads the next page with Show more orders', async () => {
    const environment = renderHistory([order(20, 'confirmed', 'card')], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('OrderHistoryTabPaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 10, after: 'Order:20' });
    act(() =>
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, {
          ViewerOrderHistoryConnection: () => ({
            edges: [{ node: order(13, 'confirmed', 'card'), cursor: 'Order:13' }],
            pageInfo: { hasNextPage: false, endCursor: 'Order:13' },
          }),
        }),
      ),
    );
    expect(await screen.findByText('Week of Nov 13-Nov 19, 2026')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says Delivered only for an order an admin marked delivered', async () => {
    renderHistory([order(20, 'confirmed', 'card', true), order(13, 'confirmed', 'card')]);
    const items = within(await screen.findByRole('list', { name: 'Past orders' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Delivered', { exact: true })).toBeTruthy();
    expect(within(items[1]!).queryByText('Delivered', { exact: true })).toBeNull();
  });

  describe('Rate your meals', () => {
    const meal = (n: number, title: string, stars: number | null, canRate = true) => ({
      id: `OrderMealRating:${n}`,
      stars,
      comment: stars ? 'Lovely' : '',
      ratedAt: stars ? '2026-11-22T10:00:00.000Z' : null,
      editableUntil: stars ? '2026-12-06T10:00:00.000Z' : null,
      canRate,
      meal: { id: `Meal:${n}`, databaseId: n, title },
    });
    const rated = (n: number, delivered: boolean, meals: ReturnType<typeof meal>[]) => ({
      ...order(n, 'confirmed', 'card', delivered),
      databaseId: n,
      ratings: { delivered, meals },
    });

    it('rates a delivered order’s meals: a radio group of stars per meal, named by the meal, and a comment', async () => {
      const environment = renderHistory([
        rated(20, true, [meal(1, 'Koshari with Lentils', null), meal(2, 'Shrimp Tagine', 4)]),
        rated(13, false, []),
      ]);
      const items = within(await screen.findByRole('list', { name: 'Past orders' })).getAllByRole('listitem');
      expect(within(items[0]!).getByText('1 of 2 meals rated')).toBeTruthy();
      // Not delivered: nothing to rate.
      expect(within(items[1]!).queryByRole('button', { name: 'Rate your meals' })).toBeNull();

      fireEvent.click(within(items[0]!).getByRole('button', { name: 'Rate your meals' }));
      const koshari = screen.getByRole('radiogroup', { name: 'Koshari with Lentils' });
      expect(within(koshari).getAllByRole('radio')).toHaveLength(5);
      const tagine = screen.getByRole('radiogroup', { name: 'Shrimp Tagine' });
      expect((within(tagine).getByRole('radio', { name: /4 stars/ }) as HTMLInputElement).checked).toBe(true);

      const save = screen.getByRole('button', { name: 'Save rating of Koshari with Lentils' });
      expect((save as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(within(koshari).getByRole('radio', { name: /5 stars/ }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.change(screen.getByRole('textbox', { name: 'Comment on Koshari with Lentils (optional)' }), {
        target: { value: 'Best koshari in Cairo' },
      });
      fireEvent.click(save);
      const mutation = environment.mock.getMostRecentOperation();
      expect(mutation.request.node.params.name).toBe('MealRatingsMutation');
      expect(mutation.request.variables.input).toEqual({
        orderId: '20',
        mealId: '1',
        stars: 5,
        comment: 'Best koshari in Cairo',
      });
    });

    it('opens the order the delivered e-mail names, and shows a closed rating read-only', async () => {
      renderHistory(
        [rated(20, true, [meal(1, 'Koshari with Lentils', 3, false)])],
        false,
        'en',
        '/account?tab=history&rate=20',
      );
      const group = await screen.findByRole('radiogroup', { name: 'Koshari with Lentils' });
      expect(
        within(group)
          .getAllByRole('radio')
          .every((radio) => (radio as HTMLInputElement).disabled),
      ).toBe(true);
      expect(screen.queryByRole('button', { name: /Save rating/ })).toBeNull();
      expect(screen.getByText('Lovely (3/5)')).toBeTruthy();
    });
  });
});
