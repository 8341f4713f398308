import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import ordersListTabQuery, { type OrdersListTabQuery } from '../../../__generated__/OrdersListTabQuery.graphql.ts';
import upcomingOrdersTabQuery, {
  type UpcomingOrdersTabQuery,
} from '../../../__generated__/UpcomingOrdersTabQuery.graphql.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import OrdersListTab from './OrdersListTab.tsx';
import { DELIVERY_STATUS_FAILURE, PAYMENT_STATUS_FAILURE } from './ordersFormat.ts';
import UpcomingOrdersTab from './UpcomingOrdersTab.tsx';

const WEEK = 'V2Vlazox';

const resolvers = (order: Record<string, unknown>) => ({
  Order: () => ({
    databaseId: 7,
    status: 'selected',
    paymentMethod: 'instapay',
    paymentStatus: 'processing',
    delivered: false,
    mealCount: 6,
    defaultPortionSize: 'standard',
    deliverySlot: 'morning',
    createdAt: '2026-11-21T09:00:00.000Z',
    noFittingMealsAt: null,
    ...order,
  }),
  Customer: () => ({ name: 'Mona Hassan', email: 'mona@example.com', phone: '+201001234567' }),
  DeliveryAddress: () => ({ area: 'Zamalek' }),
  UploadedFile: () => ({ url: '/uploads/proof.png' }),
  Money: () => ({ formatted: 'EGP 1434' }),
  Payment: () => ({ createdAt: '2026-11-21T09:00:00.000Z' }),
  OrderItem: () => ({ portionSize: 'standard' }),
  AdminOrderConnection: () => ({ totalCount: 1 }),
  PageInfo: () => ({ hasNextPage: false }),
});

afterEach(() => vi.restoreAllMocks());

describe('Upcoming Orders', () => {
  async function renderTab() {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<UpcomingOrdersTabQuery>(environment, upcomingOrdersTabQuery, { weekId: WEEK });
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers({})));
    renderWithProviders(
      <>
        <Suspense fallback="loading">
          <UpcomingOrdersTab queryRef={queryRef} weekId={WEEK} />
        </Suspense>
        <Toaster />
      </>,
      { environment },
    );
    await screen.findByRole('button', { name: 'Mark Received for Mona Hassan' });
    return environment;
  }

  it('asks InstaPay orders in processing by default, with View Proof, Mark Received and Mark Failed', async () => {
    const environment = await renderTab();
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveProperty('value', 'instapay');
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveProperty('value', 'processing');
    expect(screen.getByRole('button', { name: 'View Proof of Mona Hassan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Failed for Mona Hassan' })).toBeTruthy();

    // View Proof: the image in a dialog.
    fireEvent.click(screen.getByRole('button', { name: 'View Proof of Mona Hassan' }));
    const proof = await screen.findByRole('dialog', { name: /Payment proof/ });
    expect(within(proof).getByRole('img').getAttribute('src')).toBe('/uploads/proof.png');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('Mark Received asks first; a refusal shows the payment status failure text and the reason', async () => {
    const environment = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Received for Mona Hassan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark payment received' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Mark Received for Mona Hassan' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Received' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({ orderId: expect.any(String), paymentStatus: 'confirmed' });
    environment.mock.resolve(mutation, {
      data: {
        orderPaymentStatusUpdate: {
          __typename: 'ConflictError',
          __isError: 'ConflictError',
          message: 'This InstaPay payment is already marked failed.',
        },
      },
    });
    await screen.findByText(PAYMENT_STATUS_FAILURE);
    expect(screen.getByText('This InstaPay payment is already marked failed.')).toBeTruthy();
  });
});

describe('Orders List', () => {
  async function renderTab(order: Record<string, unknown> = {}) {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<OrdersListTabQuery>(environment, ordersListTabQuery, { weekId: WEEK });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ...resolvers({ paymentMethod: 'card', paymentStatus: 'confirmed', ...order }),
        Neighborhood: () => ({ name: 'Zamalek' }),
      }),
    );
    renderWithProviders(
      <>
        <Suspense fallback="loading">
          <OrdersListTab queryRef={queryRef} weekId={WEEK} />
        </Suspense>
        <Toaster />
      </>,
      { environment },
    );
    await screen.findByRole('button', { name: 'Mark Delivered' });
    return environment;
  }

  it('shows each order’s columns and leaves skipped orders out unless asked', async () => {
    await renderTab();
    // Every column (on a phone the secondary ones give way to the first cell's summary).
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);
    expect(headers.slice(1)).toEqual([
      'Customer',
      'Phone',
      'Area',
      'Slot',
      'Meals',
      'Portion',
      'Total',
      'Payment',
      'Delivered',
      'Actions',
    ]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'All but skipped' })).toBeTruthy();
    for (const name of ['Payment method', 'Payment status', 'Delivered', 'Area', 'Slot', 'Food profile']) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeTruthy();
    expect(screen.queryByText('No fitting meals')).toBeNull();
  });

  it('flags an order nothing fits and filters on it', async () => {
    const environment = await renderTab({
      status: 'not_selected',
      paymentStatus: 'pending',
      noFittingMealsAt: '2026-11-26T22:01:00.000Z',
    });
    expect(screen.getByText('No fitting meals')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Food profile' });
    fireEvent.change(select, { target: { value: 'true' } });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.operation.name).toBe('OrdersListTabPaginationQuery');
    expect(refetch.request.variables).toMatchObject({ noFittingMeals: true, weekId: WEEK });
  });

  it('a failed Mark Delivered shows the specification’s delivery status text', async () => {
    const environment = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({ orderId: expect.any(String), delivered: true });
    environment.mock.reject(mutation, new Error('Network request failed'));
    await screen.findByText(DELIVERY_STATUS_FAILURE);
  });

  it('marks a selection delivered after a confirmation', async () => {
    const environment = await renderTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order 7' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark selected delivered (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark orders delivered' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('OrdersListTabMarkManyMutation');
    expect(mutation.request.variables.input.orderIds).toHaveLength(1);
  });
});
