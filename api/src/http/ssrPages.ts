// The public pages a visitor lands on (`/`, `/meals`, `/meal-plans`), served as HTML with
// their content, a first paint before JavaScript, then hydrated by the web app.
//
// The web build's prerenderer (web/src/ssr/entry-server.tsx, built into WEB_SSR_DIST) renders
// the app's own routes with a Relay store filled from the screen's persisted query, which it
// runs through this server's /graphql route: the answer usually comes from the store of public
// answers, so a render costs no database round trip. The page (HTML, its styles, the Relay
// records for hydration) is kept in that same store, under the rows it showed, so a change to
// one of them drops the page with the GraphQL and REST answers that showed it (and every
// answer expires after PUBLIC_CACHE_TTL_MS, as on a replica that missed a notification).
//
// Only visitors without a session get it: a signed-in customer may be sent elsewhere by the
// route guards, and the page is the same for everyone who gets it. Anyone else, a URL with a
// query string, or a page whose render failed, gets the app's shell (index.html), rendered in
// the browser as before.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARABIC_PATH_PREFIX, LANGUAGE_COOKIE, pathInLanguage, type Language } from '../shared/rules.ts';
import { CUSTOMER_COOKIE } from './cookies.ts';
import { sendPublicAnswer, type PublicAnswer, type ShownEntity } from './publicCache/index.ts';

type FetchGraphQL = (documentId: string, variables: Record<string, unknown>) => Promise<unknown>;
interface Render {
  html: string;
  recordsElement: string;
  shows: ShownEntity[];
  locale: string;
  htmlAttributes: string;
  alternates: Record<string, string>;
}

/** What web/src/ssr/entry-server.tsx exports. */
interface Prerenderer {
  renderPage(path: string, fetchGraphQL: FetchGraphQL): Promise<Render>;
  /** Each page's screen query (its persisted id) and the variables the page runs it with. */
  prerenderedPages: Record<string, { query: { params: { id?: string | null } }; variables: Record<string, unknown> }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files of `key`'s chunk and of every chunk it imports. */
function chunkClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, files);
  return files;
}

/**
 * The page around a render: index.html with the page's title, the markup in #root and the
 * records after it. The app's modules (the entry, its chunks and the screen's) are not in the
 * head: web/public/start-app.js fetches them once the HTML has painted, so on a slow network
 * the content shows first instead of waiting for the JavaScript that hydrates it.
 */
function pageTemplate(webDist: string, manifest: Manifest, publicUrl: string) {
  const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8')
    // The shell's "needs JavaScript" notice is wrong here: the page's content shows without it.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the web build manifest names no entry');
  const entryFiles = chunkClosure(manifest, entryKey);
  // The entry imports React DOM, the app and the large libraries before it dynamically
  // (web/src/main.tsx: each is evaluated in a task of its own): they belong to the start as
  // much as its static imports.
  // Not the message catalogues: each page gets its own language's below.
  const isCatalogue = (key: string) => key.endsWith('.po');
  for (const key of manifest[entryKey]?.dynamicImports ?? []) {
    if (!isCatalogue(key)) chunkClosure(manifest, key, entryFiles);
  }
  return (screenModule: string, render: Render): string => {
    const files = chunkClosure(manifest, screenModule, new Set(entryFiles));
    const modules = [...chunkClosure(manifest, `src/locales/${render.locale}.po`, files)].map((file) => `/${file}`);
    const start = `<script src="/start-app.js" data-modules="${modules.join(' ')}" defer></script>`;
    // React writes a rendered <title> with the markup; it belongs in the head (and hydration finds it there).
    const title = /<title>[\s\S]*?<\/title>/.exec(render.html)?.[0];
    const withoutTitle = title ? render.html.replace(title, '') : render.html;
    // Emotion writes each style beside the first element using it. In the head instead, marked
    // `data-s` as emotion marks styles it has taken over, they are not moved out of the body
    // before hydration: moving some seventy of them made the browser restyle and lay out the
    // whole page again while a phone was starting the app.
    const styles: string[] = [];
    const html = withoutTitle.replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
      styles.push(tag.replace('<style ', '<style data-s="" '));
      return '';
    });
    return shell
      .replace(/<html[^>]*>/, () => `<html ${render.htmlAttributes}>`)
      .replace('</head>', () => `${alternateLinks(render.alternates, publicUrl)}${styles.join('')}</head>`)
      .replace(/<title>[\s\S]*?<\/title>/, () => title ?? '<title>MealBox</title>')
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${render.recordsElement}${start}`);
  };
}

/** The page in its other languages, as search engines want them: absolute addresses. */
function alternateLinks(alternates: Record<string, string>, publicUrl: string): string {
  return Object.entries(alternates)
    .map(
      ([hreflang, address]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${new URL(address, publicUrl).href}">`,
    )
    .join('');
}

/** The language of a page's address: Arabic under /ar, as the web app's `localeOfPath`. */
const languageOfPath = (pagePath: string): Language =>
  pagePath === ARABIC_PATH_PREFIX || pagePath.startsWith(`${ARABIC_PATH_PREFIX}/`) ? 'ar' : 'en';

/** A prerendered page only for a GET of the bare path by a visitor without a session. */
function getsPrerenderedPage(request: FastifyRequest): boolean {
  return !request.url.includes('?') && !request.cookies[CUSTOMER_COOKIE];
}

/**
 * Registers the prerendered pages when the web build has a prerenderer; answers whether it
 * did. `sendShell` answers the app's index.html (for requests that do not get the page). The
 * routes come from the build's pages.json; the prerenderer itself (a few MB of JavaScript) is
 * loaded when a page is first asked for, so a server that never serves one never loads it.
 */
export function registerPrerenderedPages(
  server: FastifyInstance,
  options: { webDist: string; ssrDist: string; publicUrl: string; sendShell: (reply: FastifyReply) => FastifyReply },
): boolean {
  const entry = path.join(options.ssrDist, 'entry-server.js');
  const pagesFile = path.join(options.ssrDist, 'pages.json');
  const manifestFile = path.join(options.webDist, '.vite/manifest.json');
  if (![entry, pagesFile, manifestFile].every((file) => existsSync(file))) return false;
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, { module: string }>;
  let prerenderer: Promise<Prerenderer> | null = null;
  const loadPrerenderer = () => (prerenderer ??= import(pathToFileURL(entry).href) as Promise<Prerenderer>);
  const template = pageTemplate(
    options.webDist,
    JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    options.publicUrl,
  );
  const answers = server.publicAnswers;

  // The screen's query, as the browser would send it: a persisted id over POST /graphql,
  // answered from the store of public answers when it is there (the same entry browsers hit).
  // In the page's language, as the web app's requests are (its Accept-Language is the page's).
  const queryAnswer = async (pagePath: string, documentId: string, variables: Record<string, unknown>) =>
    (
      await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-language': languageOfPath(pagePath),
        },
        payload: JSON.stringify({ documentId, variables }),
      })
    ).body;
  const fetchGraphQL =
    (pagePath: string): FetchGraphQL =>
    async (documentId, variables) =>
      JSON.parse(await queryAnswer(pagePath, documentId, variables)) as unknown;

  // A page's last render and the query answer it was made from. When the page expires (its TTL)
  // and the answer comes back the same, the render is reused: rendering costs tens of
  // milliseconds of blocked event loop, reading a stored answer next to nothing.
  const lastRenders = new Map<string, { answer: string; render: Render }>();
  const render = async (pagePath: string): Promise<Render> => {
    const loaded = await loadPrerenderer();
    const page = loaded.prerenderedPages[pagePath];
    const documentId = page?.query.params.id;
    const answer = page && documentId ? await queryAnswer(pagePath, documentId, page.variables) : null;
    const last = lastRenders.get(pagePath);
    if (answer !== null && last?.answer === answer) return last.render;
    const started = performance.now();
    // The render asks for the answer just read: it gets that one, not a second read.
    const fresh = await loaded.renderPage(pagePath, (id, variables) =>
      answer !== null && id === documentId
        ? Promise.resolve(JSON.parse(answer) as unknown)
        : fetchGraphQL(pagePath)(id, variables),
    );
    server.log.info({ page: pagePath, ms: Math.round(performance.now() - started) }, 'page prerendered');
    if (answer !== null) lastRenders.set(pagePath, { answer, render: fresh });
    return fresh;
  };

  // Requests arriving while a page renders wait for that render rather than start their own.
  const rendering = new Map<string, Promise<PublicAnswer | null>>();
  const renderOnce = (pagePath: string, screenModule: string, request: FastifyRequest) => {
    const key = `ssr GET ${pagePath}`;
    const stored = answers.get(key);
    if (stored) return Promise.resolve(stored);
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(pagePath)
        .then((rendered) =>
          answers.put(
            key,
            { body: template(screenModule, rendered), contentType: 'text/html; charset=utf-8' },
            rendered.shows,
          ),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error, page: pagePath }, 'prerendering failed; the page is rendered in the browser');
          return null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  for (const [pagePath, page] of Object.entries(pages)) {
    server.get(pagePath, async (request, reply) => {
      // The answer depends on whether a session cookie came with the request.
      reply.header('vary', 'cookie');
      // The front door opens in the language the visitor chose last time.
      if (pagePath === '/' && request.cookies[LANGUAGE_COOKIE] === 'ar') {
        return reply.redirect(pathInLanguage('/', 'ar'), 302);
      }
      if (!getsPrerenderedPage(request)) return options.sendShell(reply);
      const answer = await renderOnce(pagePath, page.module, request);
      if (!answer) return options.sendShell(reply);
      return sendPublicAnswer(request, reply, answer);
    });
  }
  return true;
}
