import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../test/render.tsx';
import { decideGuard, type AuthState } from './guardRules.ts';
import { RouteGuard } from './RouteGuard.tsx';

type Me = { hasUsedTrialBox: boolean; isSubscriber: boolean; userType?: 'trial' | 'subscriber' } | null;

function renderGuarded(path: string, me: Me, pendingOrder: { id: string } | null = null) {
  const environment = createMockEnvironment();
  const routes = (
    <Routes>
      <Route
        path="/"
        element={
          <RouteGuard rule="onboarding">
            <p>landing page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/meal-plans"
        element={
          <RouteGuard rule="onboarding">
            <p>plans page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/checkout"
        element={
          <RouteGuard rule="customer">
            <p>checkout page</p>
          </RouteGuard>
        }
      />
      <Route
        path="/account"
        element={
          <RouteGuard rule="establishedCustomer">
            <p>account page</p>
          </RouteGuard>
        }
      />
      <Route path="/auth" element={<p>auth page</p>} />
    </Routes>
  );
  const result = renderWithProviders(routes, { path, environment });
  const answer = () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ me: me ? { id: 'Customer:1', email: 'a@b.eg', name: 'A', userType: 'trial', ...me } : null }),
      }),
    );
  /** The question asked only of a customer who has not started: is an order waiting for payment? */
  const answerResume = () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ pendingOrder }) }),
    );
  return { ...result, answer, answerResume };
}

describe('RouteGuard', () => {
  it('shows a spinner while the session loads', () => {
    renderGuarded('/checkout', null);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('checkout page')).toBeNull();
  });

  it('sends a signed-out visitor from /checkout to /auth with returnTo, after half a second', async () => {
    const { answer } = renderGuarded('/checkout', null);
    answer();
    expect(await screen.findByText('Redirecting to sign in…')).toBeTruthy();
    expect(currentLocation()).toBe('/checkout');
    await waitFor(() => expect(currentLocation()).toBe('/auth?returnTo=%2Fcheckout'), { timeout: 2000 });
    expect(screen.getByText('auth page')).toBeTruthy();
  });

  it('sends a signed-out visitor from /account to /auth with returnTo, query included', async () => {
    const { answer } = renderGuarded('/account?week=3', null);
    answer();
    await waitFor(() => expect(currentLocation()).toBe('/auth?returnTo=%2Faccount%3Fweek%3D3'), { timeout: 2000 });
  });

  it('lets any signed-in customer into /checkout', async () => {
    const { answer } = renderGuarded('/checkout', { hasUsedTrialBox: false, isSubscriber: false });
    answer();
    expect(await screen.findByText('checkout page')).toBeTruthy();
  });

  it('sends a customer who has not started from /account to /meal-plans', async () => {
    const { answer, answerResume } = renderGuarded('/account', { hasUsedTrialBox: false, isSubscriber: false });
    answer();
    await waitFor(() => answerResume());
    expect(await screen.findByText('plans page')).toBeTruthy();
    expect(currentLocation()).toBe('/meal-plans');
  });

  it('sends a customer whose order waits for payment (a declined card) from /account to /checkout, not the plans', async () => {
    const { answer, answerResume } = renderGuarded(
      '/account',
      { hasUsedTrialBox: false, isSubscriber: false },
      { id: 'Order:7' },
    );
    answer();
    await waitFor(() => answerResume());
    expect(await screen.findByText('checkout page')).toBeTruthy();
    expect(currentLocation()).toBe('/checkout');
  });

  it('sends subscribers and trial users from / and /meal-plans to /account', async () => {
    const subscriber = renderGuarded('/meal-plans', { hasUsedTrialBox: false, isSubscriber: true });
    subscriber.answer();
    expect(await screen.findByText('account page')).toBeTruthy();
    subscriber.unmount();

    const trial = renderGuarded('/', { hasUsedTrialBox: true, isSubscriber: false });
    trial.answer();
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(currentLocation()).toBe('/account');
  });

  it('lets a customer whose subscription is cancelled into /account, where it is resumed', async () => {
    const { answer } = renderGuarded('/account', {
      hasUsedTrialBox: false,
      isSubscriber: false,
      userType: 'subscriber',
    });
    answer();
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(currentLocation()).toBe('/account');
  });

  it('shows the landing page to visitors and new customers', async () => {
    const { answer } = renderGuarded('/', { hasUsedTrialBox: false, isSubscriber: false });
    answer();
    expect(await screen.findByText('landing page')).toBeTruthy();
  });
});

describe('decideGuard', () => {
  const visitor: AuthState = { signedIn: false, hasUsedTrialBox: false, isSubscriber: false, hasSubscribed: false };
  it('lets visitors onto onboarding pages and redirects them from customer pages', () => {
    expect(decideGuard('onboarding', visitor, '/')).toEqual({ kind: 'allow' });
    expect(decideGuard('customer', visitor, '/checkout')).toEqual({
      kind: 'redirect',
      to: '/auth?returnTo=%2Fcheckout',
      delayMs: 500,
    });
  });
});
