import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { Provider } from '../src/components/ui/provider.tsx';
import { intlLocaleOf, type Locale, missingHandlerOf, readServerTextsWith } from '../src/i18n/index.ts';
import { serverTextIn } from '../src/i18n/serverText.ts';
import { messages as accountAr } from '../src/locales/account/ar.po';
import { messages as accountEn } from '../src/locales/account/en.po';
import { messages as adminAr } from '../src/locales/admin/ar.po';
import { messages as adminEn } from '../src/locales/admin/en.po';
import { messages as ar } from '../src/locales/ar.po';
import { messages as en } from '../src/locales/en.po';
import { messages as infoAr } from '../src/locales/info/ar.po';
import { messages as infoEn } from '../src/locales/info/en.po';

const messages = {
  en: { ...adminEn, ...infoEn, ...accountEn, ...en },
  ar: { ...adminAr, ...infoAr, ...accountAr, ...ar },
};

// As an Arabic page has it once it runs (browserApp.tsx).
readServerTextsWith(serverTextIn);

/** All the app's catalogues, loaded up front (the app loads the page's language, area by area). */
export const i18nFor = (locale: Locale): I18n => {
  const i18n: I18n = setupI18n({
    locale,
    locales: intlLocaleOf(locale),
    messages,
    missing: missingHandlerOf(locale, () => i18n),
  });
  return i18n;
};

export type { MockEnvironment };

/** Shows the router's current location so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  path?: string;
  environment?: MockEnvironment;
  locale?: Locale;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', environment = createMockEnvironment(), locale = 'en' }: RenderOptions = {},
) {
  const i18n = i18nFor(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <Provider>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </Provider>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
  return Object.assign(render(ui, { wrapper }), { environment });
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/**
 * A panel's query started as its route or tab host starts it (`loadQuery`), for a test that
 * renders the panel alone. relay-test-utils answers a queued resolver only for an operation it
 * was told about beforehand, and `loadQuery` reaches the network first, so it is told here.
 */
export function preloadQuery<Q extends OperationType>(
  environment: MockEnvironment,
  query: ConcreteRequest,
  variables: Q['variables'] = {},
) {
  environment.mock.queuePendingOperation(query, variables);
  return loadQuery<Q>(environment, query, variables);
}
