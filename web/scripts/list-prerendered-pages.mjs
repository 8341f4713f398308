// Writes web/dist-ssr/pages.json: the prerendered pages' paths and screen modules, read from the
// prerenderer just built. The API registers its routes from this small file and loads the
// prerenderer itself (a few MB) only when a page is first asked for.
//
// Usage: node scripts/list-prerendered-pages.mjs [dir]   (default: web/dist-ssr)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist-ssr', import.meta.url)));
const { prerenderedPages } = await import(pathToFileURL(path.join(dir, 'entry-server.js')).href);
const pages = Object.fromEntries(Object.entries(prerenderedPages).map(([page, { module }]) => [page, { module }]));
await writeFile(path.join(dir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`prerendered pages: ${Object.keys(pages).join(', ')}`);
