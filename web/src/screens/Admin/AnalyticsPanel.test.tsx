import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { AnalyticsPanelQuery } from '../../__generated__/AnalyticsPanelQuery.graphql.ts';
import AnalyticsPanel, { analyticsPanelQuery } from './AnalyticsPanel.tsx';

const week = (id: number, label: string, upcoming: boolean, extra: Record<string, unknown> = {}) => ({
  weekDatabaseId: id,
  label,
  startDate: label.startsWith('Nov') ? '2026-11-27' : '2026-12-04',
  upcoming,
  orders: 0,
  meals: 0,
  revenue: { piasters: 0 },
  activeSubscribers: 0,
  newSubscriptions: 0,
  cancelledSubscriptions: 0,
  subscriptionOrders: 0,
  skippedOrders: 0,
  skipRate: null,
  trials: 0,
  convertedTrials: 0,
  trialConversion: null,
  ...extra,
});

describe('the Analytics tab', () => {
  it('shows each figure as a chart with its numbers in a table beside it, and the top meals', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<AnalyticsPanelQuery>(environment, analyticsPanelQuery, {});
    renderWithProviders(
      <Suspense fallback="loading">
        <AnalyticsPanel queryRef={queryRef} />
      </Suspense>,
      { environment },
    );
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    environment.mock.resolveMostRecentOperation({
      data: {
        adminAnalytics: {
          weeks: [
            week(1, 'Nov 27-Dec 3, 2026', false, {
              orders: 12,
              meals: 80,
              revenue: { piasters: 1234500 },
              activeSubscribers: 9,
              newSubscriptions: 2,
              cancelledSubscriptions: 1,
              subscriptionOrders: 8,
              skippedOrders: 2,
              skipRate: 0.25,
              trials: 3,
              convertedTrials: 1,
              trialConversion: 1 / 3,
            }),
            week(2, 'Dec 4-Dec 10, 2026', true, { orders: 4, revenue: { piasters: 99600 } }),
          ],
          topMeals: [{ mealDatabaseId: 5, title: 'Koshari with Lentils', portions: 31 }],
        },
        adminRatingLeaders: {
          minCount: 5,
          best: [
            { mealDatabaseId: 5, title: 'Koshari with Lentils', average: 4.6, count: 12 },
            { mealDatabaseId: 7, title: 'Shrimp Tagine', average: 3.2, count: 5 },
          ],
          worst: [
            { mealDatabaseId: 7, title: 'Shrimp Tagine', average: 3.2, count: 5 },
            { mealDatabaseId: 5, title: 'Koshari with Lentils', average: 4.6, count: 12 },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Analytics' })).toBeTruthy();
    const rows = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows('Revenue (confirmed payments) by week')).toEqual([
      'Nov 27-Dec 3, 2026EGP 12,345',
      'Dec 4-Dec 10, 2026 (open)EGP 996',
    ]);
    expect(rows('Orders by week')).toEqual(['Nov 27-Dec 3, 202612', 'Dec 4-Dec 10, 2026 (open)4']);
    expect(rows('Skip rate by week')[0]).toBe('Nov 27-Dec 3, 202625% (2 of 8)');
    expect(rows('Trial-to-subscription conversion by week')).toEqual([
      'Nov 27-Dec 3, 202633% (1 of 3)',
      'Dec 4-Dec 10, 2026 (open)– (0 of 0)',
    ]);
    expect(rows('New / cancelled subscriptions by week')[0]).toBe('Nov 27-Dec 3, 20262 / 1');
    expect(rows('Top meals')).toEqual(['Koshari with Lentils31']);
    // Ratings: only meals with the server's minimum count, which the section states.
    expect(screen.getByText('Meals with at least 5 ratings.')).toBeTruthy();
    expect(rows('Best rated meals')).toEqual(['Koshari with Lentils4.612', 'Shrimp Tagine3.25']);
    expect(rows('Worst rated meals')[0]).toBe('Shrimp Tagine3.25');
    expect(screen.getByRole('img', { name: 'Revenue (confirmed payments) by week' })).toBeTruthy();
  });
});

describe('the Analytics tab in Arabic', () => {
  it('names its figures in Arabic and writes numbers, money, percents and weeks as ar-EG does', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<AnalyticsPanelQuery>(environment, analyticsPanelQuery, {});
    renderWithProviders(
      <Suspense fallback="loading">
        <AnalyticsPanel queryRef={queryRef} />
      </Suspense>,
      { environment, locale: 'ar' },
    );
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    environment.mock.resolveMostRecentOperation({
      data: {
        adminAnalytics: {
          weeks: [
            week(1, 'Nov 27-Dec 3, 2026', false, {
              revenue: { piasters: 1234500 },
              subscriptionOrders: 8,
              skippedOrders: 2,
              skipRate: 0.25,
            }),
          ],
          topMeals: [{ mealDatabaseId: 5, title: 'Koshari with Lentils', portions: 31 }],
        },
        adminRatingLeaders: { minCount: 5, best: [], worst: [] },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'التحليلات' })).toBeTruthy();
    const row = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row')[1]!.textContent;
    expect(row('الإيرادات (المدفوعات المؤكدة) حسب الأسبوع')).toBe(
      '٢٧ نوفمبر – ٣ ديسمبر ٢٠٢٦\u200f١٢٬٣٤٥\u00a0ج.م.\u200f',
    );
    expect(row('معدل التخطي حسب الأسبوع')).toBe('٢٧ نوفمبر – ٣ ديسمبر ٢٠٢٦٢٥٪\u061c (٢ من ٨)');
    expect(row('الوجبات الأكثر طلبًا')).toBe('Koshari with Lentils٣١');
  });
});
