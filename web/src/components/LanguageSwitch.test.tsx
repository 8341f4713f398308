import { fireEvent, screen } from '@testing-library/react';
import { createOperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import useAuthStateQuery from '../__generated__/useAuthStateQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(() => {
  document.cookie = 'mb_lang=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

/** The link, on an English page at `path`, with a store that knows whether someone is signed in. */
function renderSwitch(path: string, signedIn: boolean) {
  const environment = createMockEnvironment();
  environment.commitPayload(createOperationDescriptor(useAuthStateQuery, {}), {
    me: signedIn
      ? {
          id: 'Customer:1',
          email: 'a@example.com',
          name: 'A',
          hasUsedTrialBox: false,
          isSubscriber: true,
          userType: 'subscriber',
        }
      : null,
  });
  renderWithProviders(<LanguageSwitch />, { path, environment });
  return environment;
}

describe('the language link', () => {
  it('names Arabic in Arabic and leads to the same page and query under /ar', () => {
    renderSwitch('/meals?search=koshari', false);
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/meals?search=koshari');
    expect(link.getAttribute('hreflang')).toBe('ar');
  });

  it('remembers a visitor’s choice in the cookie and lets the link go', () => {
    const environment = renderSwitch('/', false);
    const event = fireEvent.click(screen.getByRole('link', { name: 'العربية' }));
    expect(document.cookie).toContain('mb_lang=ar');
    expect(event).toBe(true); // not prevented: the browser follows the link
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('saves a signed-in customer’s choice on their profile before it goes', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const environment = renderSwitch('/account', true);
    const event = fireEvent.click(screen.getByRole('link', { name: 'العربية' }));
    expect(event).toBe(false);
    // The mutation's code arrives with the click.
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const [operation] = environment.mock.getAllOperations();
    expect(operation?.request.node.params.name).toBe('LanguageSwitchMutation');
    expect(operation?.request.variables).toEqual({ input: { preferredLanguage: 'ar' } });
    expect(assign).not.toHaveBeenCalled();
    environment.mock.resolve(operation!, { data: { profileUpdate: { __typename: 'ProfileUpdatePayload' } } });
    expect(assign).toHaveBeenCalledWith('/ar/account');
  });
});
