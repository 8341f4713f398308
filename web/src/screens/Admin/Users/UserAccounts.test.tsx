import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { createMockEnvironment } from 'relay-test-utils';
import type { UsersPanelQuery } from '../../../__generated__/UsersPanelQuery.graphql.ts';
import { preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import UsersPanel, { usersPanelQuery } from './UsersPanel.tsx';

const customer = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  node: {
    __typename: 'Customer',
    id: `Q3VzdG9tZXI6${id}`,
    databaseId: id,
    name,
    username: null,
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
    phone: '+201001234567',
    addressLine: '12 Nile St, Zamalek',
    createdAt: '2026-11-20T22:30:00.000Z',
    subscription: null,
    ...extra,
  },
  cursor: `c${id}`,
});

const page = (edges: ReturnType<typeof customer>[], totalCount: number, hasNextPage: boolean) => ({
  data: {
    adminUsers: {
      totalCount,
      edges,
      pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    },
  },
});

async function renderList() {
  const environment = createMockEnvironment();
  renderWithProviders(
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback="loading">
        {preloadedPanel<UsersPanelQuery>(environment, usersPanelQuery, UsersPanel)}
      </Suspense>
    </ErrorBoundary>,
    { environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  return environment;
}

describe('User Accounts', () => {
  it('lists customers read-only with every field of the specification, in Cairo dates', async () => {
    const environment = await renderList();
    environment.mock.resolveMostRecentOperation(
      page(
        [
          customer(2, 'Mona Adel', { username: 'mona' }),
          customer(1, 'Omar Farouk', {
            subscription: { status: 'cancelled', cancelReason: 'Other', cancelReasonText: 'Moving to Alexandria' },
          }),
        ],
        2,
        false,
      ),
    );
    await screen.findByText('Mona Adel', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 2, name: 'User Accounts' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Username', 'Email', 'Phone', 'Address', 'Created', 'Cancellation reason']);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    // 22:30 UTC on 20 November is already 21 November in Cairo.
    expect(rows[1]).toBe('2Mona Adelmonamona.adel@example.com+20100123456712 Nile St, Zamalek21 Nov 2026—');
    expect(rows[2]).toContain('Omar Farouk—');
    // The reason a cancelled subscriber gave.
    expect(rows[2]).toContain('Other: Moving to Alexandria');
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 customers');
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pages through the connection with Load more', async () => {
    const environment = await renderList();
    environment.mock.resolveMostRecentOperation(page([customer(3, 'Customer Three')], 2, true));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UserAccountsPaginationQuery'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ count: 25, cursor: 'c3' });
    environment.mock.resolveMostRecentOperation(page([customer(1, 'Customer One')], 2, false));
    await screen.findByText('Customer One');
    expect(screen.getByText('Customer Three')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 customers');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches the server after typing pauses and shows an empty result', async () => {
    const environment = await renderList();
    environment.mock.resolveMostRecentOperation(page([customer(1, 'Omar Farouk')], 1, false));
    await screen.findByText('Omar Farouk', {}, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: ' zz ' } });
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UserAccountsPaginationQuery'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ search: 'zz', cursor: null });
    environment.mock.resolveMostRecentOperation(page([], 0, false));
    expect(await screen.findByText('No customers match your search.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 0 customers');
  });

  it('shows a server error through the dashboard error boundary, with a retry', async () => {
    const environment = await renderList();
    environment.mock.rejectMostRecentOperation(new Error('500: boom'));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
  it('opens a customer to their subscription, orders and payments', async () => {
    const environment = await renderList();
    environment.mock.resolveMostRecentOperation(page([customer(7, 'Mona Adel')], 1, false));
    fireEvent.click(await screen.findByRole('button', { name: 'Open Mona Adel' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('CustomerDetailDialogQuery'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'Q3VzdG9tZXI67' });
    environment.mock.resolveMostRecentOperation({
      data: {
        node: {
          __typename: 'Customer',
          id: 'Q3VzdG9tZXI67',
          email: 'mona.adel@example.com',
          phone: '+201001234567',
          addressLine: '12 Nile St, Zamalek',
          userType: 'subscriber',
          subscription: {
            id: 'sub1',
            status: 'active',
            mealCount: 6,
            portionSize: 'standard',
            deliverySlot: 'morning',
            startedAt: '2026-11-01T10:00:00.000Z',
            cancelledAt: null,
          },
          orders: {
            totalCount: 1,
            edges: [
              {
                node: {
                  id: 'T3JkZXI6MQ==',
                  databaseId: 1,
                  week: { id: 'w1', label: 'Dec 4-Dec 10, 2026', startDate: '2026-12-04', endDate: '2026-12-10' },
                  status: 'selected',
                  mealCount: 6,
                  paymentMethod: 'instapay',
                  paymentStatus: 'processing',
                  total: { piasters: 149000 },
                },
              },
            ],
          },
          payments: [
            {
              databaseId: 3,
              provider: 'paymob',
              status: 'succeeded',
              amount: { piasters: 99000 },
              createdAt: '2026-11-02T10:00:00.000Z',
              weekLabel: 'Nov 27-Dec 3, 2026',
              failureReason: null,
            },
          ],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mona Adel' });
    expect(await within(dialog).findByText('Active')).toBeTruthy();
    expect(within(dialog).getByText(/6 meals, standard, morning/i)).toBeTruthy();
    const orders = within(within(dialog).getByRole('table', { name: 'Orders' })).getAllByRole('row');
    expect(orders[1]!.textContent).toBe('Dec 4-Dec 10, 2026Selected, 6 mealsSelected6InstaPay ProcessingEGP 1,490');
    const payments = within(within(dialog).getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(payments[1]!.textContent).toBe('2 Nov 2026Card (Paymob)Nov 27-Dec 3, 2026Card (Paymob)SucceededEGP 990');
  });
});
