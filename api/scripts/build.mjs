// Compiles the API to JavaScript in api/dist, one .js file per .ts file of
// api/src (tests left out), so production runs `node api/dist/main.js`
// instead of transforming TypeScript at every start.
//
// Why esbuild file by file rather than tsc or a bundle:
// - it is the transform `npm run dev` already runs (tsx is esbuild), so
//   development and production execute the same JavaScript;
// - the folder layout is kept, so every `import.meta.url`-relative path
//   (repo root, migrations folder, the generated Prisma client) resolves as it
//   does from api/src; a bundle would move them all to dist/;
// - it takes a fraction of a second (tsc emit takes ~8 s here), so `npm start`
//   and the tests can rebuild every time. Types are checked by `npm run typecheck`.
//
// Files are written to a temporary name and renamed, so a server started while
// another build runs (tests build too) never loads a half-written file.

import { readdir, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(apiDir, 'src');
const outDir = path.join(apiDir, 'dist');

async function listSources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|e2e)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Keeps every import as it is (no bundling), pointing local `.ts` imports at the emitted `.js`. */
const keepImports = {
  name: 'keep-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const local = args.path.startsWith('.') && args.path.endsWith('.ts');
      return { path: local ? args.path.replace(/\.ts$/, '.js') : args.path, external: true };
    });
  },
};

const started = performance.now();
const result = await esbuild.build({
  entryPoints: await listSources(srcDir),
  outbase: srcDir,
  outdir: outDir,
  bundle: true, // only so the plugin sees the imports; it marks every one external
  plugins: [keepImports],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  write: false,
  logLevel: 'warning',
});

const written = new Set();
for (const file of result.outputFiles) {
  await mkdir(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  await writeFile(temporary, file.contents);
  await rename(temporary, file.path);
  written.add(file.path);
}

// Output of deleted sources would linger and could be imported by mistake.
for (const entry of await readdir(outDir, { withFileTypes: true, recursive: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(file) && !file.endsWith('.tmp')) await rm(file, { force: true });
}

console.log(
  `api: compiled ${result.outputFiles.filter((f) => f.path.endsWith('.js')).length} files to ${path.relative(process.cwd(), outDir) || '.'} ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
