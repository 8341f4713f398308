import { LocaleProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { hydration } from './components/HydrateWhenVisible.tsx';
import { Provider } from './components/ui/provider.tsx';
import { basenameOf, intlLocaleOf, type Locale } from './i18n/index.ts';
import { environment as defaultEnvironment } from './relay/environment.ts';
import { routes } from './routes.tsx';

/**
 * The declarative router: screens load their own data through Relay, so React Router's data
 * APIs (loaders, actions) would go unused, and leaving them out halves the router's bundle.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Relay, the page's language and Chakra around the app; the browser adds its router, the server
 * (ssr/) a static one. Chakra's locale gives its components the reading direction.
 */
export function AppProviders({
  environment,
  i18n,
  children,
}: {
  environment: Environment;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <Provider>
          <LocaleProvider locale={intlLocaleOf(i18n.locale as Locale)}>{children}</LocaleProvider>
        </Provider>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
}

/** Set on <html> once the app runs (rendered or hydrated): before that, a prerendered page is only HTML. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ environment = defaultEnvironment, i18n }: { environment?: Environment; i18n: I18n }) {
  // A hook rather than a marker element: an extra element would shift React's ids (useId)
  // against the server's render, which has no App.
  useEffect(() => {
    hydration.end();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders environment={environment} i18n={i18n}>
      <BrowserRouter basename={basenameOf(i18n.locale as Locale)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
