import { useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { hydration } from './components/HydrateWhenVisible.tsx';
import { Provider } from './components/ui/provider.tsx';
import { environment as defaultEnvironment } from './relay/environment.ts';
import { routes } from './routes.tsx';

/**
 * The declarative router: screens load their own data through Relay, so React Router's data
 * APIs (loaders, actions) would go unused, and leaving them out halves the router's bundle.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Relay and Chakra around the app; the browser adds its router, the server (ssr/) a static one. */
export function AppProviders({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Provider>{children}</Provider>
    </RelayEnvironmentProvider>
  );
}

/** Set on <html> once the app runs (rendered or hydrated): before that, a prerendered page is only HTML. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ environment = defaultEnvironment }: { environment?: Environment }) {
  // A hook rather than a marker element: an extra element would shift React's ids (useId)
  // against the server's render, which has no App.
  useEffect(() => {
    hydration.end();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders environment={environment}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
