import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, type MockEnvironment } from '../../test/render.tsx';
import { GetStartedProvider } from './GetStarted.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { isAdminArea, isLogoInert, isSiteHeaderHidden } from './siteHeaderRules.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { Toaster } from './ui/toaster.tsx';

/** Answers the header's session query: `me`/`adminMe` present or null. */
function answerSession(environment: MockEnvironment, session: { customer?: boolean; admin?: boolean }) {
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        me: session.customer ? { id: 'Customer:1' } : null,
        adminMe: session.admin ? { id: 'Admin:1' } : null,
      }),
    }),
  );
}

/** The header with the toast region beside it, as AppLayout renders them. */
function renderHeader(path: string, session: { customer?: boolean; admin?: boolean } = {}) {
  const environment = createMockEnvironment();
  answerSession(environment, session);
  return renderWithProviders(
    <>
      <SiteHeader />
      <Toaster />
    </>,
    { path, environment },
  );
}

describe('where the site header shows', () => {
  it.each([
    '/',
    '/meal-plans',
    '/menu/current',
    '/menu/12?fromPlan=true',
    '/auth',
    '/auth/',
    '/checkout',
    '/checkout/x',
  ])('is hidden on %s', (path) => {
    expect(isSiteHeaderHidden(new URL(path, 'http://x').pathname)).toBe(true);
  });

  it.each([
    '/meals',
    '/account',
    '/reset-password',
    '/payment/response',
    '/admin',
    '/admin/login',
    '/no-such-page',
    '/menus',
  ])('is shown on %s', (path) => {
    expect(isSiteHeaderHidden(path)).toBe(false);
  });

  it('knows the admin area and the inert-logo page', () => {
    expect(isAdminArea('/admin')).toBe(true);
    expect(isAdminArea('/admin/dashboard')).toBe(true);
    expect(isAdminArea('/administrator')).toBe(false);
    expect(isAdminArea('/meals')).toBe(false);
    expect(isLogoInert('/checkout')).toBe(true);
    expect(isLogoInert('/meals')).toBe(false);
  });

  it('renders nothing on a funnel page', () => {
    renderHeader('/menu/current');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: /home/i })).toBeNull();
  });
});

describe('SiteHeader for a visitor', () => {
  it('offers Login and Get Started, and the logo links home', async () => {
    renderHeader('/meals');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth?tab=login&skip_progress=true');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MealBox home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('Get Started calls the provided opener (the eligibility dialog)', async () => {
    const environment = createMockEnvironment();
    answerSession(environment, {});
    const open = vi.fn();
    renderWithProviders(
      <GetStartedProvider onGetStarted={open}>
        <SiteHeader />
      </GetStartedProvider>,
      { path: '/meals', environment },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/meals');
  });

  it('without an opener, Get Started goes to the landing page', async () => {
    renderHeader('/meals');
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(currentLocation()).toBe('/');
  });

  it('falls back to the visitor actions when the session cannot be read', async () => {
    const environment = createMockEnvironment();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SiteHeader />, { path: '/meals', environment });
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('network down'));
    });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    consoleError.mockRestore();
  });
});

describe('SiteHeader for a signed-in customer', () => {
  it('offers My Account and Logout instead of Login', async () => {
    renderHeader('/meals', { customer: true });
    const account = await screen.findByRole('link', { name: 'My Account' });
    expect(account.getAttribute('href')).toBe('/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });

  it('logs out: calls customerLogout, toasts "Logged Out" and goes home', async () => {
    const { environment } = renderHeader('/meals', { customer: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('SiteHeaderCustomerLogoutMutation');
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { CustomerLogoutPayload: () => ({ success: true }) }),
      );
    });

    expect(currentLocation()).toBe('/');
    const toast = await screen.findByText('Logged Out');
    expect(within(toast.parentElement!).getByText('You have successfully logged out.')).toBeTruthy();
    // The header itself is hidden on the landing page.
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('still goes home with an error toast when logout fails', async () => {
    const { environment } = renderHeader('/meals', { customer: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('500'));
    });
    expect(currentLocation()).toBe('/');
    expect(await screen.findByText('There was an error logging out. Please try again.')).toBeTruthy();
  });
});

describe('SiteHeader in the admin area', () => {
  it('shows the Admin label and Log Out for an admin session', async () => {
    renderHeader('/admin/dashboard', { admin: true });
    expect(await screen.findByText('Admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('has the language switch, to the same page and query in the other language', async () => {
    renderHeader('/admin/dashboard?tab=pricing', { admin: true });
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/admin/dashboard?tab=pricing');
  });

  it('shows no customer actions without an admin session', async () => {
    renderHeader('/admin/login');
    await act(async () => undefined);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('logs an admin out to the admin sign-in page', async () => {
    const { environment } = renderHeader('/admin/dashboard', { admin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('SiteHeaderAdminLogoutMutation');
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { AdminLogoutPayload: () => ({ success: true }) }),
      );
    });
    expect(currentLocation()).toBe('/admin/login');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });
});

describe('SiteLogo', () => {
  it('does nothing on checkout', () => {
    renderWithProviders(<SiteLogo />, { path: '/checkout' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'MealBox' })).toBeTruthy();
  });
});
