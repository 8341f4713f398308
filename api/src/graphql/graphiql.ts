// GraphiQL served from the installed @graphql-yoga/render-graphiql package,
// never from a CDN: the machines that run MealBox (and many production
// networks) have no internet, and a CDN script without integrity is a way in.
// The package ships yoga's GraphiQL build as strings; each becomes its own
// same-origin file so the page runs under a CSP without inline scripts.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GraphiQLOptions } from 'graphql-yoga';

const ASSETS = '/graphiql';

/**
 * The GraphiQL page's policy. The editor (Monaco) starts web workers and
 * injects style elements; everything else is the app's policy.
 */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');

// 9 MB of strings: read on the first request for an asset, not at start-up.
let bundle: Promise<Bundle> | undefined;
const loadBundle = (): Promise<Bundle> => (bundle ??= import('@graphql-yoga/render-graphiql/graphiql'));

/** Monaco asks for its workers by label; they are files beside the bundle. */
const workerFiles: Record<string, keyof Bundle> = {
  editorWorkerService: 'editorWorkerService',
  json: 'jsonWorker',
  graphql: 'graphqlWorker',
};

const ENVIRONMENT_SCRIPT = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return new URL('${ASSETS}/' + label + '.worker.js', self.location.origin).href;
  },
};
`;

const START_SCRIPT = `YogaGraphiQL.renderYogaGraphiQL(
  document.getElementById('root'),
  JSON.parse(document.getElementById('graphiql-options').textContent),
);
`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's `renderGraphiQL`: a page of same-origin scripts, its options in a JSON data block. */
export function renderGraphiQL(options: GraphiQLOptions = {}): string {
  // `<` escaped so no option value can close the data block.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${ASSETS}/favicon.ico" />
    <link rel="stylesheet" href="${ASSETS}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${ASSETS}/environment.js"></script>
    <script src="${ASSETS}/graphiql.js"></script>
    <script src="${ASSETS}/start.js"></script>
  </body>
</html>
`;
}

/** The page's files, only registered when GraphiQL is on. */
export function registerGraphiQLAssets(server: FastifyInstance): void {
  const send =
    (type: string, body: (b: Bundle) => string | Buffer) => async (_request: unknown, reply: FastifyReply) => {
      const loaded = await loadBundle();
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(body(loaded));
    };
  const javascript = 'text/javascript; charset=utf-8';

  server.get(
    `${ASSETS}/graphiql.js`,
    send(javascript, (b) => b.js),
  );
  server.get(
    `${ASSETS}/graphiql.css`,
    send('text/css; charset=utf-8', (b) => b.css),
  );
  server.get(
    `${ASSETS}/environment.js`,
    send(javascript, () => ENVIRONMENT_SCRIPT),
  );
  server.get(
    `${ASSETS}/start.js`,
    send(javascript, () => START_SCRIPT),
  );
  server.get(
    `${ASSETS}/favicon.ico`,
    send('image/x-icon', (b) => Buffer.from(b.favicon.split(',')[1] ?? '', 'base64')),
  );
  for (const [label, key] of Object.entries(workerFiles)) {
    server.get(
      `${ASSETS}/${label}.worker.js`,
      send(javascript, (b) => b[key]),
    );
  }
}
