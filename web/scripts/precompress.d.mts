/** Writes .br and .gz copies beside every text file under `dir`. */
export function precompress(dir: string): Promise<{ count: number; before: number; after: number }>;
