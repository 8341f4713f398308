import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  adminWithToken,
  customerWithToken,
  images,
  MB,
  pdf,
  pngOfSize,
  streamUntilAnswered,
  svgWithScript,
} from '../../../test/uploads.ts';

let server: TestServer;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await adminWithToken(server.app)).token;
  customerToken = (await customerWithToken(server.app)).token;
});
afterAll(() => server.close());

async function uploadUrl(path = '/api/admin/upload-image', body?: unknown): Promise<string> {
  const { status, body: answer } = await server.rest('POST', path, body, { token: adminToken });
  expect(status).toBe(200);
  expect(answer.uploadURL).toMatch(/^\/uploads\/[\w-]{22}\?token=mbu_[\w-]+$/);
  return answer.uploadURL as string;
}

async function put(uploadURL: string, file: Buffer, type = 'image/png') {
  const response = await fetch(server.url + uploadURL, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(file),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the upload-URL flow', () => {
  it('gives a URL, takes the PUT, and the URL without its query is the image', async () => {
    const uploadURL = await uploadUrl();
    const stored = await put(uploadURL, images.gif, 'image/gif');
    expect(stored.status).toBe(200);
    const imageUrl = uploadURL.split('?')[0]!;
    expect(stored.body).toEqual({ url: imageUrl, contentType: 'image/gif', sizeBytes: images.gif.length });

    const confirmed = await server.rest('POST', '/api/admin/confirm-upload', { uploadURL }, { token: adminToken });
    expect(confirmed).toMatchObject({ status: 200, body: { imageUrl } });
    // An absolute URL (as a client may have resolved it) confirms to itself without the query.
    const absolute = await server.rest(
      'POST',
      '/api/admin/confirm-upload',
      { uploadURL: server.url + uploadURL },
      { token: adminToken },
    );
    expect(absolute.body.imageUrl).toBe(server.url + imageUrl);

    const image = await fetch(server.url + imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await image.arrayBuffer()).equals(images.gif)).toBe(true);
    const row = await server.app.prisma.uploadedFile.findUniqueOrThrow({
      where: { key: imageUrl.slice('/uploads/'.length) },
    });
    expect(row.purpose).toBe('meal_image');
    expect(row.uploadedByAdminId).not.toBeNull();
  });

  it('takes one PUT per URL: a second one is refused and the first file stays', async () => {
    const uploadURL = await uploadUrl();
    expect((await put(uploadURL, images.png)).status).toBe(200);
    const again = await put(uploadURL, images.jpeg, 'image/jpeg');
    expect(again).toEqual({
      status: 403,
      body: { message: 'This upload URL has expired or was already used. Ask for a new one.' },
    });
    const image = await fetch(server.url + uploadURL.split('?')[0]);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses two racing PUTs with one URL but one', async () => {
    const uploadURL = await uploadUrl();
    const statuses = (
      await Promise.all([put(uploadURL, images.png), put(uploadURL, images.png), put(uploadURL, images.png)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 403, 403]);
  });

  it('refuses an expired URL', async () => {
    const uploadURL = await uploadUrl();
    server.clock.set(new Date(Date.now() + (server.app.config.UPLOAD_URL_TTL_SECONDS + 1) * 1000));
    try {
      expect((await put(uploadURL, images.png)).status).toBe(403);
    } finally {
      server.clock.reset();
    }
  });

  it('refuses a PUT with a wrong, missing or borrowed token', async () => {
    const uploadURL = await uploadUrl();
    const [path] = uploadURL.split('?');
    expect((await put(`${path}?token=mbu_guess`, images.png)).status).toBe(403);
    expect((await put(path!, images.png)).status).toBe(403);
    // Another URL's token does not open this key.
    const other = (await uploadUrl()).split('?')[1];
    expect((await put(`${path}?${other}`, images.png)).status).toBe(403);
    expect((await put(`/uploads/..%2f..%2fescape.png?${other}`, images.png)).status).toBe(403);
    // The URL still works for its own token afterwards.
    expect((await put(uploadURL, images.png)).status).toBe(200);
  });

  it.each([
    ['a PDF renamed .png', pdf, 'Please upload an image file.'],
    ['an SVG with a script', svgWithScript, 'Please upload an image file.'],
    ['a 6 MB meal image', pngOfSize(6 * MB), 'Please upload an image smaller than 5MB.'],
  ])('refuses %s for a meal', async (_name, file, message) => {
    const uploadURL = await uploadUrl('/api/admin/upload-image');
    const refused = await put(uploadURL, file);
    expect(refused).toEqual({ status: 400, body: { message, issues: [{ path: ['file'], message }] } });
    expect((await fetch(server.url + uploadURL.split('?')[0])).status).toBe(404);
    const confirm = await server.rest('POST', '/api/admin/confirm-upload', { uploadURL }, { token: adminToken });
    expect(confirm.status).toBe(404);
  });

  it('gives landing images (/api/objects/upload) their 10 MB limit', async () => {
    const landing = await put(await uploadUrl('/api/objects/upload'), pngOfSize(6 * MB));
    expect(landing.status).toBe(200);
    const tooLarge = await put(await uploadUrl('/api/objects/upload'), pngOfSize(11 * MB));
    expect(tooLarge).toMatchObject({ status: 400, body: { message: 'Please select an image smaller than 10MB' } });
    const svg = await put(await uploadUrl('/api/objects/upload'), svgWithScript, 'image/svg+xml');
    expect(svg.body.message).toBe('Please select an image file');
    // The purpose can be named explicitly.
    const meal = await put(await uploadUrl('/api/objects/upload', { purpose: 'meal_image' }), pngOfSize(6 * MB));
    expect(meal.body.message).toBe('Please upload an image smaller than 5MB.');
  });

  it('stops a chunked PUT body at the limit while it streams', async () => {
    const uploadURL = await uploadUrl();
    const answer = await streamUntilAnswered(server.url + uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      head: images.png,
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(400);
    expect(answer.finished).toBe(false);
    expect(answer.bytesSent).toBeLessThan(50 * MB);
    expect(JSON.parse(answer.body).message).toBe('Please upload an image smaller than 5MB.');
  });

  it('is for admins only', async () => {
    for (const path of ['/api/admin/upload-image', '/api/objects/upload', '/api/admin/confirm-upload']) {
      expect((await server.rest('POST', path, {})).status).toBe(401);
      expect((await server.rest('POST', path, {}, { token: customerToken })).status).toBe(401);
    }
  });

  it('refuses an unknown purpose and a confirmation of nothing', async () => {
    const bad = await server.rest('POST', '/api/objects/upload', { purpose: 'payment_proof' }, { token: adminToken });
    expect(bad.status).toBe(400);
    const nothing = await server.rest(
      'POST',
      '/api/admin/confirm-upload',
      { uploadURL: '/uploads/nothing-here?token=x' },
      { token: adminToken },
    );
    expect(nothing).toEqual({
      status: 404,
      body: { message: 'No uploaded image at this URL' },
      headers: expect.anything(),
    });
    const missing = await server.rest('POST', '/api/admin/confirm-upload', {}, { token: adminToken });
    expect(missing.status).toBe(400);
  });
});
