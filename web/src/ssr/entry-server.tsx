/**
 * The server's renderer for the prerendered pages (pages.ts), built by `vite build --ssr` into
 * web/dist-ssr and called by the API (api/src/http/ssrPages.ts). It renders the very app the
 * browser hydrates: the same routes, guards and screens, with a Relay store holding the screen
 * query's answer (fetched through `fetchGraphQL`, which the API answers from its store of
 * public answers) and `me: null` (only visitors without a session get a prerendered page).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  createOperationDescriptor,
  Environment,
  fetchQuery,
  type GraphQLResponse,
  Network,
  PreloadableQueryRegistry,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import useAuthStateQuery from '../__generated__/useAuthStateQuery.graphql.ts';
import { AppProviders, AppRoutes } from '../App.tsx';
import { addressIn, basenameOf, directionOf, loadI18n, localeOfPath } from '../i18n/index.ts';
import { prerenderedPages } from './pages.ts';
import { recordsElement } from './prerenderedRecords.ts';

export { prerenderedPages };

/** Runs a persisted operation (by its id) and answers its JSON, `errors` included. */
export type FetchGraphQL = (documentId: string, variables: Variables) => Promise<GraphQLResponse>;

export interface RenderedPage {
  /** The app's markup for `#root`, with the styles emotion wrote beside the elements using them. */
  html: string;
  /** The Relay records as a JSON data block for the page's body (see prerenderedRecords.ts). */
  recordsElement: string;
  /** Rows the page shows (`{ typename, id }`, id a global id) and types it lists whole (`{ typename }`). */
  shows: { typename: string; id?: string }[];
  /** The page's language (its message catalogue is `src/locales/<locale>.po`). */
  locale: string;
  /** The `<html>` element's language and direction attributes. */
  htmlAttributes: string;
  /** The page's address in each language, by `hreflang` (the server writes them as alternates). */
  alternates: Record<string, string>;
}

export async function renderPage(path: string, fetchGraphQL: FetchGraphQL): Promise<RenderedPage> {
  const page = prerenderedPages[path];
  if (!page) throw new Error(`${path} is not a prerendered page`);
  await page.preload();
  const id = page.query.params.id ?? page.query.params.cacheID;
  const query = PreloadableQueryRegistry.get(id);
  if (!query) throw new Error(`the query of ${path} did not register with its screen`);

  const environment = new Environment({
    isServer: true,
    network: Network.create(async (params, variables) => {
      const response = await fetchGraphQL(params.id ?? params.cacheID, variables);
      if ('errors' in response && Array.isArray(response.errors) && response.errors.length > 0) {
        throw new Error(`${params.name}: ${response.errors.map((error) => error.message).join('; ')}`);
      }
      return response;
    }),
    store: new Store(new RecordSource()),
  });
  environment.commitPayload(createOperationDescriptor(useAuthStateQuery, {}), { me: null });
  await fetchQuery(environment, query, page.variables, { fetchPolicy: 'network-only' }).toPromise();
  const locale = localeOfPath(path);
  const i18n = await loadI18n(locale);

  const html = renderToString(
    <StrictMode>
      <AppProviders environment={environment} i18n={i18n}>
        <StaticRouter basename={basenameOf(locale)} location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const records = environment.getStore().getSource().toJSON();
  const shows: RenderedPage['shows'] = page.listsTypes.map((typename) => ({ typename }));
  for (const record of Object.values(records)) {
    const typename = record?.__typename;
    const rowId = record?.id;
    if (typeof typename === 'string' && typeof rowId === 'string') shows.push({ typename, id: rowId });
  }
  return {
    html,
    recordsElement: recordsElement(records, path),
    shows,
    locale,
    htmlAttributes: `lang="${locale}" dir="${directionOf(locale)}"`,
    // English is the page for readers of any other language.
    alternates: { en: addressIn('en', path), ar: addressIn('ar', path), 'x-default': addressIn('en', path) },
  };
}
