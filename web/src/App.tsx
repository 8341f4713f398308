import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
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

export function App({ environment = defaultEnvironment }: { environment?: Environment }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Provider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </RelayEnvironmentProvider>
  );
}
