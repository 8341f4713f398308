// Writes brotli (.br) and gzip (.gz) copies beside every text file of the
// build (scripts, styles, HTML, SVG, JSON), once, at the best compression
// levels: the server sends them as they are (@fastify/static's
// `preCompressed`), so no request pays for compression.
//
// Usage: node scripts/precompress.mjs [dir]   (default: web/dist)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Every text file, however small: a file without copies would be compressed
// on the fly by the server on each request (a stream has no size threshold).
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
    before += content.length;
    after += br.length;
  }
  return { count, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  const { count, before, after } = await precompress(dir);
  console.log(
    `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
  );
}
