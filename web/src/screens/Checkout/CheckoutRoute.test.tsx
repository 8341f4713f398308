import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CheckoutRoute } from './CheckoutRoute.tsx';
import { CHECKOUT_RETRY_DELAY_MS } from './CheckoutScreen.tsx';

const pendingNames = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

const resolve = (environment: MockEnvironment, name: string, resolvers: MockPayloadGenerator.MockResolvers) =>
  act(() => {
    const operation = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === name)!;
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });

const signedIn = {
  Query: () => ({
    me: {
      id: 'Customer:1',
      email: 'a@b.eg',
      name: 'A',
      hasUsedTrialBox: false,
      isSubscriber: false,
      userType: 'trial',
    },
  }),
};
const noPendingOrder = { Viewer: () => ({ pendingOrder: null }) };

function renderCheckout() {
  const environment = createMockEnvironment();
  renderWithProviders(<CheckoutRoute />, { path: '/checkout', environment });
  return environment;
}

describe('the checkout route', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the order beside the session check, not after it', () => {
    const environment = renderCheckout();
    expect(pendingNames(environment).sort()).toEqual(['CheckoutScreenQuery', 'useAuthStateQuery']);
  });

  it('asks again when the customer presses Refresh on "No Pending Order"', async () => {
    const environment = renderCheckout();
    resolve(environment, 'useAuthStateQuery', signedIn);
    resolve(environment, 'CheckoutScreenQuery', noPendingOrder);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(pendingNames(environment)).toContain('CheckoutScreenQuery'));
  });

  it('retries a failed load once by itself, then offers Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = renderCheckout();
    resolve(environment, 'useAuthStateQuery', signedIn);
    const fail = () =>
      act(() => {
        const operation = environment.mock
          .getAllOperations()
          .find((pending) => pending.request.node.params.name === 'CheckoutScreenQuery')!;
        environment.mock.reject(operation, new Error('502'));
      });
    fail();
    await screen.findByText('Loading your order…');
    await waitFor(() => expect(pendingNames(environment)).toContain('CheckoutScreenQuery'), {
      timeout: CHECKOUT_RETRY_DELAY_MS + 2000,
    });
    fail();
    expect(await screen.findByRole('heading', { name: 'Unable to Load Order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(pendingNames(environment)).toContain('CheckoutScreenQuery'));
  });
});
