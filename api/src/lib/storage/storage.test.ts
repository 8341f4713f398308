import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { minioFromEnv, MINIO_SKIP_REASON, startFakeS3, type S3Env } from '../../../test/s3.ts';
import { createStorage, LocalDiskStorage, randomKey, type ObjectStorage } from './index.ts';

const unsafeKeys = [
  '',
  '../escape',
  '..',
  'a/../../b',
  '/etc/passwd',
  '.meta/x',
  'a/.tmp',
  'a b',
  'a\\b',
  'a%2f..',
  'x'.repeat(201),
  'a//b',
  'a.b.c',
];

/** A stream that fails after sending some bytes, like an aborted upload. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return void this.destroy(new Error('connection lost'));
      sent = true;
      this.push(Buffer.alloc(64 * 1024, 7));
    },
  });
}

/** What every backend must do; run against each one below. */
function storageContract(open: () => Promise<ObjectStorage>) {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await open();
    await storage.init();
  });
  afterAll(() => storage.close());

  it('stores a buffer and reads it back with its size and type', async () => {
    const key = randomKey('png');
    await storage.put(key, Buffer.from('not really a png'), { contentType: 'image/png' });
    const info = await storage.stat(key);
    expect(info).toMatchObject({ key, size: 16, contentType: 'image/png' });
    expect(info!.etag).toMatch(/^".+"$/);
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 16, contentType: 'image/png', range: null });
    expect((await readAll(object!.body)).toString()).toBe('not really a png');
    expect(await storage.exists(key)).toBe(true);
  });

  it('stores a stream of unknown length, larger than one S3 part', async () => {
    const key = `nested/${randomKey()}`;
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const chunks = Array.from({ length: 6 }, (_, i) => Buffer.from(chunk.map(() => i)));
    await storage.put(key, Readable.from(chunks), { contentType: 'image/webp' });
    const object = await storage.get(key);
    expect(object!.size).toBe(6 * 1024 * 1024);
    expect((await readAll(object!.body)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reads a byte range, reporting the whole size', async () => {
    const key = randomKey('gif');
    await storage.put(key, Buffer.from('0123456789'), { contentType: 'image/gif' });
    const object = await storage.get(key, { start: 2, end: 5 });
    expect(object).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect((await readAll(object!.body)).toString()).toBe('2345');
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    const key = randomKey('jpg');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('x'), { contentType: 'image/jpeg' });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('keeps nothing when the stream fails half-way', async () => {
    const key = randomKey('png');
    await expect(storage.put(key, failingStream(), { contentType: 'image/png' })).rejects.toThrow('connection lost');
    expect(await storage.exists(key)).toBe(false);
  });

  it.each(unsafeKeys)('refuses the unsafe key %j in every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.stat(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });
}

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mealbox-storage-'));
  storageContract(async () => new LocalDiskStorage(root));

  it('writes only inside its folder and leaves no temporary file behind', async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put('inside/a.png', Buffer.from('x'), { contentType: 'image/png' });
    await storage.put(randomKey(), failingStream(), { contentType: 'image/png' }).catch(() => {});
    expect(readdirSync(path.join(root, 'inside'))).toEqual(['a.png']);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(path.dirname(root)).filter((f) => f === 'escape')).toEqual([]);
  });

  it('is the default when no S3 bucket is configured', async () => {
    const config = loadConfig({ DATA_DIR: root });
    expect((await createStorage(config)).kind).toBe('local');
  });
});

describe('S3 storage on an in-process S3-compatible server (s3rver)', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());
  storageContract(() => createStorage(loadConfig(fake.env as unknown as NodeJS.ProcessEnv)));

  it('is chosen when S3_BUCKET is set', async () => {
    const storage = await createStorage(loadConfig(fake.env as unknown as NodeJS.ProcessEnv));
    expect(storage.kind).toBe('s3');
    await storage.close();
  });
});

const minio: S3Env | null = minioFromEnv();
describe.skipIf(!minio)(`S3 storage on a real MinIO (${minio ? minio.S3_ENDPOINT : MINIO_SKIP_REASON})`, () => {
  storageContract(() => createStorage(loadConfig(minio as unknown as NodeJS.ProcessEnv)));
});
