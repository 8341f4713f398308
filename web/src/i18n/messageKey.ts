/**
 * The key a compiled catalogue files a message under: a short hash of its English id (32-bit
 * FNV-1a, base 36), not the id itself. The code that shows a message already holds its English
 * text, so the Arabic catalogue need not carry it a second time (docs/languages.md). The build
 * keys the catalogues so (vite.config.ts, `keyedCatalogues`) and the app's Lingui instance looks
 * a message up through the same hash (index.ts).
 */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
