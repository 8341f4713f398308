import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey } from './keys.ts';
import type { ByteRange, ObjectInfo, ObjectStorage, StoredObject } from './types.ts';

const FALLBACK_TYPE = 'application/octet-stream';

/**
 * Objects as files under one folder. Each object's content type sits in
 * `.meta/<key>.json`; writes go to `.tmp/` first and are renamed into place,
 * so a reader never sees half a file. `.meta` and `.tmp` can never be keys
 * (a key segment cannot start with a dot).
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async init(): Promise<void> {
    await mkdir(path.join(this.root, '.tmp'), { recursive: true });
    await mkdir(path.join(this.root, '.meta'), { recursive: true });
  }

  async close(): Promise<void> {}

  /** The file for a key, refusing anything that would resolve outside the root. */
  private pathOf(key: string, folder = ''): string {
    assertSafeKey(key);
    const base = path.join(this.root, folder);
    const full = path.resolve(base, folder ? `${key}.json` : key);
    if (!full.startsWith(base + path.sep)) throw new Error(`Key escapes the storage folder: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<void> {
    const file = this.pathOf(key);
    const metaFile = this.pathOf(key, '.meta');
    await this.init();
    const temp = path.join(this.root, '.tmp', randomUUID());
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(path.dirname(metaFile), { recursive: true });
      // Metadata first: once the data file exists, its type is known.
      await writeFile(`${temp}.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(`${temp}.json`, metaFile);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}.json`, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.pathOf(key);
    const stats = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    return {
      key,
      size: stats.size,
      contentType: await this.contentTypeOf(key),
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  private async contentTypeOf(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.pathOf(key, '.meta'), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_TYPE;
    } catch {
      return FALLBACK_TYPE;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body, range: range ?? null };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.pathOf(key, '.meta'), { force: true });
  }
}
