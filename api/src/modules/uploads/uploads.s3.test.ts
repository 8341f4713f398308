import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { listObjectKeys, minioFromEnv, MINIO_SKIP_REASON, startFakeS3, type S3Env } from '../../../test/s3.ts';
import { adminWithToken, gqlMultipart, images, MB, pdf, pngOfSize } from '../../../test/uploads.ts';

/** The same uploads, end to end over HTTP, with files in an S3 bucket instead of on disk. */
function uploadsOnS3(store: () => Promise<{ env: S3Env; close(): Promise<void> }>) {
  let s3: { env: S3Env; close(): Promise<void> };
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    s3 = await store();
    server = await startTestServer({ ...s3.env });
    adminToken = (await adminWithToken(server.app)).token;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('stores an image in the bucket, never on local disk, and serves it back', async () => {
    expect(server.app.storage.kind).toBe('s3');
    const { body } = await gqlMultipart(server.url, { file: images.webp, token: adminToken });
    const url: string = body.data.imageUpload.file.url;
    expect(await listObjectKeys(s3.env)).toContain(url.slice('/uploads/'.length));
    expect(readdirSync(server.app.config.DATA_DIR).filter((entry) => entry === 'uploads')).toEqual([]);

    const served = await fetch(server.url + url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(images.webp)).toBe(true);
    const range = await fetch(server.url + url, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('RIFF');
  });

  it('applies the same checks by content: a PDF renamed .png and a 6 MB meal image leave nothing in the bucket', async () => {
    const before = await server.app.prisma.uploadedFile.count();
    const objectsBefore = await listObjectKeys(s3.env);
    const renamed = await gqlMultipart(server.url, { file: pdf, filename: 'menu.png', token: adminToken });
    expect(renamed.body.data.imageUpload.message).toBe('Please upload an image file.');
    const large = await gqlMultipart(server.url, { file: pngOfSize(6 * MB), token: adminToken });
    expect(large.body.data.imageUpload.message).toBe('Please upload an image smaller than 5MB.');
    expect(await server.app.prisma.uploadedFile.count()).toBe(before);
    expect(await listObjectKeys(s3.env)).toEqual(objectsBefore);
  });

  it('takes a landing image larger than one S3 part through the upload-URL flow', async () => {
    const { body } = await server.rest('POST', '/api/objects/upload', undefined, { token: adminToken });
    const file = pngOfSize(7 * MB);
    const put = await fetch(server.url + body.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(file),
    });
    expect(put.status).toBe(200);
    const imageUrl = (body.uploadURL as string).split('?')[0]!;
    const served = await fetch(server.url + imageUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    expect(path.basename(imageUrl)).toMatch(/^[\w-]{22}$/);
  });
}

describe('uploads on an in-process S3-compatible server (s3rver)', () => {
  uploadsOnS3(startFakeS3);
});

const minio = minioFromEnv();
describe.skipIf(!minio)(`uploads on a real MinIO (${minio ? minio.S3_ENDPOINT : MINIO_SKIP_REASON})`, () => {
  uploadsOnS3(async () => ({ env: minio!, close: async () => {} }));
});
