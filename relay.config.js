// Relay compiler configuration (also read by babel-plugin-relay through vite-plugin-relay).
//
// relay-compiler loads this file with `node -e "JSON.stringify(require(file))"`. This
// repository's package.json says "type": "module", so the file is an ES module: a CommonJS
// `module.exports` is never seen by that `require` (it yields `{}`), and `export default`
// arrives wrapped as `{ default: ... }`, which the compiler rejects. Named exports are the
// one shape that reaches it as a plain config object (Node 20.19+ can `require()` ESM).
//
// Paths are absolute because both relay-compiler's checks and babel-plugin-relay resolve them
// against the process's working directory, which is web/ for `npm run relay -w web` and Vite.
import { fileURLToPath } from 'node:url';

const fromRoot = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export const src = fromRoot('./web/src');
export const schema = fromRoot('./schema.graphql');
export const language = 'typescript';
export const artifactDirectory = fromRoot('./web/src/__generated__');
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
// The web app sends persisted operation ids only; the server maps ids to documents with this
// file.
export const persistConfig = {
  file: fromRoot('./web/persisted-queries.json'),
  algorithm: 'SHA256',
};
