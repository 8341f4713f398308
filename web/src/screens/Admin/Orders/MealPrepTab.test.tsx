import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { MealPrepTabQuery } from '../../../__generated__/MealPrepTabQuery.graphql.ts';
import MealPrepTab, { mealPrepTabQuery } from './MealPrepTab.tsx';

const WEEK = 'V2VlazoxMg==';
const counts = (standard: number, large: number, orders = 0) => ({ standard, large, total: standard + large, orders });

async function renderTab() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MealPrepTabQuery>(environment, mealPrepTabQuery, { weekId: WEEK });
  renderWithProviders(
    <Suspense fallback="loading">
      <MealPrepTab queryRef={queryRef} weekId={WEEK} />
    </Suspense>,
    { environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ weekId: WEEK });
  environment.mock.resolveMostRecentOperation({
    data: {
      adminMealPrep: {
        weekLabel: 'Dec 4-Dec 10, 2026',
        meals: [
          { mealDatabaseId: 3, title: 'Koshari with Lentils', standard: 5, large: 2, total: 7 },
          { mealDatabaseId: 1, title: 'Molokhia with Chicken', standard: 1, large: 1, total: 2 },
        ],
        noSelection: counts(3, 6, 2),
        slots: [
          { slot: 'morning', ...counts(8, 6, 3) },
          { slot: 'evening', ...counts(1, 3, 1) },
        ],
        total: counts(9, 9, 4),
      },
    },
  });
  await screen.findByRole('table', { name: 'Meal Prep for Dec 4-Dec 10, 2026' });
  return environment;
}

afterEach(() => vi.restoreAllMocks());

describe('the Meal Prep tab', () => {
  it('shows one row per meal, the no-selection row and the totals by slot', async () => {
    await renderTab();
    const rows = within(screen.getByRole('table', { name: 'Meal Prep for Dec 4-Dec 10, 2026' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MealStandardLargeTotal',
      'Koshari with Lentils527',
      'Molokhia with Chicken112',
      'No selection yet (random meals)2 orders, by default portion (mixed plans as standard)369',
      'Morning total (3 orders)8614',
      'Evening total (1 order)134',
      'Total9918',
    ]);
    expect(screen.getByRole('link', { name: 'Delivery sheet: Morning' }).getAttribute('href')).toBe(
      `/admin/orders/delivery-sheet?week=${encodeURIComponent(WEEK)}&slot=morning`,
    );
  });

  it('prints the kitchen sheet and downloads the same table as CSV', async () => {
    await renderTab();
    const print = vi.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('Meal,Standard,Large,Total\r\n', {
        headers: { 'content-disposition': 'attachment; filename="meal-prep-Dec-4-Dec-10-2026.csv"' },
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetched.mock.calls[0]![0]).toBe(`/api/admin/meal-prep/export?weekId=${encodeURIComponent(WEEK)}`);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe('meal-prep-Dec-4-Dec-10-2026.csv');
  });
});
