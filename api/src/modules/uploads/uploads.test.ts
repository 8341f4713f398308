import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  adminWithToken,
  customerWithToken,
  gqlMultipart,
  IMAGE_UPLOAD,
  images,
  MB,
  pdf,
  pngOfSize,
  streamUntilAnswered,
  svgWithScript,
} from '../../../test/uploads.ts';
import { storeUpload } from './uploads.service.ts';

let server: TestServer;
let adminToken: string;
let customer: { id: number };
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await adminWithToken(server.app)).token;
  ({ customer, token: customerToken } = await customerWithToken(server.app));
});
afterAll(() => server.close());

const fileCount = () => server.app.prisma.uploadedFile.count();

/** GET with raw HTTP, so a path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function uploadImage(file: Buffer, purpose = 'meal_image') {
  const { status, body } = await gqlMultipart(server.url, { file, purpose, token: adminToken });
  expect(status).toBe(200);
  return body.data.imageUpload;
}

describe('GraphQL multipart image upload (imageUpload)', () => {
  it.each([
    ['png', images.png, 'image/png', /\.png$/],
    ['jpeg', images.jpeg, 'image/jpeg', /\.jpg$/],
    ['gif', images.gif, 'image/gif', /\.gif$/],
    ['webp', images.webp, 'image/webp', /\.webp$/],
  ])(
    'stores a %s for an admin and serves it publicly with its detected type',
    async (_name, bytes, type, extension) => {
      const result = await uploadImage(bytes);
      expect(result.__typename).toBe('ImageUploadPayload');
      expect(result.file).toMatchObject({ contentType: type, sizeBytes: bytes.length, purpose: 'meal_image' });
      expect(result.file.url).toMatch(/^\/uploads\/[\w-]{22}\.\w+$/);
      expect(result.file.url).toMatch(extension);

      const served = await fetch(server.url + result.file.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it('refuses a multipart request without the CSRF header before reading it', async () => {
    const before = await fileCount();
    const { status, body } = await gqlMultipart(server.url, { file: images.png, token: adminToken, csrf: false });
    expect(status).toBe(403);
    expect(body.errors[0].message).toBe('Required CSRF header(s) not present');
    expect(await fileCount()).toBe(before);
  });

  it('is for admins only: a customer or a visitor stores nothing', async () => {
    const before = await fileCount();
    for (const token of [customerToken, undefined]) {
      const { body } = await gqlMultipart(server.url, { file: images.png, token });
      expect(body.data?.imageUpload ?? null).toBeNull();
      expect(body.errors[0].message).toMatch(/Not authorized/);
    }
    expect(await fileCount()).toBe(before);
  });

  it.each([
    ['a PDF renamed .png', 'meal_image', pdf, 'Please upload an image file.'],
    ['an SVG with a script', 'meal_image', svgWithScript, 'Please upload an image file.'],
    ['a 6 MB meal image', 'meal_image', pngOfSize(6 * MB), 'Please upload an image smaller than 5MB.'],
    ['an SVG landing image', 'landing_image', svgWithScript, 'Please select an image file'],
    ['an 11 MB landing image', 'landing_image', pngOfSize(11 * MB), 'Please select an image smaller than 10MB'],
  ])(
    'refuses %s with the specification text, naming the field, and keeps nothing',
    async (_name, purpose, file, message) => {
      const before = await fileCount();
      const result = await uploadImage(file, purpose);
      expect(result).toEqual({ __typename: 'ValidationError', message, issues: [{ path: ['file'], message }] });
      expect(await fileCount()).toBe(before);
    },
  );

  it('applies each purpose its own limit: a 6 MB landing image is fine', async () => {
    const result = await uploadImage(pngOfSize(6 * MB), 'landing_image');
    expect(result.file).toMatchObject({ sizeBytes: 6 * MB, purpose: 'landing_image' });
  });

  it('refuses a file variable that is not a multipart upload', async () => {
    const { errors } = await server.gql(
      IMAGE_UPLOAD,
      { input: { purpose: 'meal_image', file: 'aGVsbG8=' } },
      { token: adminToken },
    );
    expect(errors?.[0]?.message).toMatch(/Upload value invalid/);
  });

  it('stops an endless upload at the limit while it streams, and answers', async () => {
    const boundary = 'mealboxboundary';
    const operations = JSON.stringify({
      query: IMAGE_UPLOAD,
      variables: { input: { purpose: 'meal_image', file: null } },
    });
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      images.png,
    ]);
    const before = await fileCount();
    const answer = await streamUntilAnswered(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-graphql-yoga-csrf': '1',
        authorization: `Bearer ${adminToken}`,
      },
      head,
      maxBytes: 200 * MB,
    });
    expect(answer.finished).toBe(false);
    expect(answer.bytesSent).toBeLessThan(50 * MB);
    expect(JSON.parse(answer.body).data.imageUpload.message).toBe('Please upload an image smaller than 5MB.');
    expect(await fileCount()).toBe(before);
  });
});

describe('serving /uploads', () => {
  let proofUrl: string;
  let imageUrl: string;
  beforeAll(async () => {
    const proof = await storeUpload(server.app, {
      purpose: 'payment_proof',
      file: { stream: Readable.from([images.jpeg]), filename: 'transfer.jpg' },
      uploader: { customerId: customer.id },
    });
    proofUrl = proof.url;
    imageUrl = (await uploadImage(images.png)).file.url;
  });

  it('shows a payment proof to a signed-in admin only, never cached', async () => {
    const asAdmin = await fetch(server.url + proofUrl, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('image/jpeg');
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(images.jpeg)).toBe(true);

    const withCookie = await fetch(server.url + proofUrl, { headers: { cookie: `mb_admin_session=${adminToken}` } });
    expect(withCookie.status).toBe(200);
  });

  it('answers 404 about a proof to a visitor, another customer and a wrong token; 200 to its uploader', async () => {
    const other = await customerWithToken(server.app);
    const askers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${other.token}` },
      { authorization: 'Bearer mba_not-a-session' },
    ];
    const own = await fetch(server.url + proofUrl, { headers: { authorization: `Bearer ${customerToken}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    for (const headers of askers) {
      const response = await fetch(server.url + proofUrl, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('finds a proof by node(id) for an admin only; for anyone else it is null, like an unknown id', async () => {
    const row = await server.app.prisma.uploadedFile.findUniqueOrThrow({
      where: { key: proofUrl.slice('/uploads/'.length) },
    });
    const NODE = 'query($id: ID!) { node(id: $id) { ... on UploadedFile { url purpose } } }';
    const globalId = (id: string) => Buffer.from(`UploadedFile:${id}`).toString('base64');
    const asAdmin = await server.gql(NODE, { id: globalId(String(row.id)) }, { token: adminToken });
    expect(asAdmin.data.node).toEqual({ url: proofUrl, purpose: 'payment_proof' });
    for (const token of [customerToken, undefined]) {
      const answer = await server.gql(NODE, { id: globalId(String(row.id)) }, { token });
      const unknown = await server.gql(NODE, { id: globalId('999999999') }, { token });
      expect(answer).toMatchObject({ data: { node: null } });
      expect(answer.errors).toEqual(unknown.errors);
    }
    expect((await server.gql(NODE, { id: globalId('abc') }, { token: adminToken })).data.node).toBeNull();
  });

  it('refuses customers uploading images and admins uploading proofs', async () => {
    await expect(
      storeUpload(server.app, {
        purpose: 'meal_image',
        file: { stream: Readable.from([images.png]), filename: 'x.png' },
        uploader: { customerId: customer.id },
      }),
    ).rejects.toThrow('Not allowed to upload this kind of file');
  });

  it('revalidates with an ETag and serves byte ranges', async () => {
    const first = await fetch(server.url + imageUrl);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(server.url + imageUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const range = await fetch(server.url + imageUrl, { headers: { range: 'bytes=1-3' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1-3/${images.png.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(images.png.subarray(1, 4))).toBe(true);

    const outside = await fetch(server.url + imageUrl, { headers: { range: 'bytes=5000-6000' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${images.png.length}`);
  });

  it('answers HEAD with the size and no body', async () => {
    const head = await fetch(server.url + imageUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(images.png.length));
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/../../api/package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/.meta/anything.json',
    '/uploads/.tmp/anything',
    '/uploads/%00.png',
    '/uploads/',
    '/uploads/no-such-file.png',
  ])('answers 404 to %s', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('"name"');
  });

  it('never serves the local store’s metadata files', async () => {
    const key = imageUrl.slice('/uploads/'.length);
    expect((await rawGet(`/uploads/.meta/${key}.json`)).status).toBe(404);
    expect((await rawGet(`/uploads/${key}.json`)).status).toBe(404);
  });
});
