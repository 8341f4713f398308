import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { adminWithToken, customerWithToken, images, MB, pdf, pngOfSize } from '../../../test/uploads.ts';
import { ValidationError } from '../../errors.ts';
import { buildServer } from '../../http/server.ts';
import { requireCustomer } from '../../http/requestContext.ts';
import { readMultipartUpload, storeUpload } from './index.ts';

// The real server plus one route shaped like the coming `POST /api/orders/checkout`:
// fields first, then the optional InstaPay proof streamed into the uploads service.
let server: TestServer;
let extra: FastifyInstance;
let url: string;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const app = server.app;
  extra = await buildServer(app);
  extra.post('/test/checkout', async (request) => {
    const customer = await requireCustomer(app, request);
    const { fields, file } = await readMultipartUpload(request, {
      fileField: 'paymentConfirmationImage',
      purpose: 'payment_proof',
    });
    if (!fields.orderId)
      throw ValidationError.forField(
        'orderId',
        'Missing information: Please fill in all required delivery information',
      );
    const proof = file
      ? await storeUpload(app, {
          purpose: 'payment_proof',
          file,
          uploader: { customerId: customer.id },
          field: 'paymentConfirmationImage',
        })
      : null;
    return { fields, proof: proof && { url: proof.url, contentType: proof.contentType, sizeBytes: proof.sizeBytes } };
  });
  await extra.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(extra.server.address() as AddressInfo).port}`;
  customerToken = (await customerWithToken(app)).token;
  adminToken = (await adminWithToken(app)).token;
});
afterAll(async () => {
  await extra.close();
  await server.close();
});

const fileCount = () => server.app.prisma.uploadedFile.count();

function checkoutForm(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; field?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set(
      file.field ?? 'paymentConfirmationImage',
      new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }),
      file.name ?? 'transfer.png',
    );
  return form;
}

async function post(form: FormData, headers: Record<string, string> = { authorization: `Bearer ${customerToken}` }) {
  const response = await fetch(`${url}/test/checkout`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const fields = {
  orderId: '7',
  paymentMethod: 'instapay',
  orderType: 'trial',
  address: JSON.stringify({ street: '26 July St' }),
};

describe('reading one REST multipart request (fields, then a file)', () => {
  it('refuses a control character in a form field, naming it, before the file is read', async () => {
    const before = await fileCount();
    const { status, body } = await post(checkoutForm({ ...fields, orderId: '7\u0000' }, { bytes: images.jpeg }));
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: ['orderId'], message: expect.any(String) }]);
    expect(await fileCount()).toBe(before);
  });

  it('hands the route its fields and stores the proof, which only admins and its sender can see', async () => {
    const { status, body } = await post(checkoutForm(fields, { bytes: images.jpeg }));
    expect(status).toBe(200);
    expect(body.fields).toEqual(fields);
    expect(body.proof).toMatchObject({ contentType: 'image/jpeg', sizeBytes: images.jpeg.length });
    const other = await customerWithToken(server.app);
    expect(
      (await fetch(server.url + body.proof.url, { headers: { authorization: `Bearer ${other.token}` } })).status,
    ).toBe(404);
    expect(
      (await fetch(server.url + body.proof.url, { headers: { authorization: `Bearer ${customerToken}` } })).status,
    ).toBe(200);
    expect(
      (await fetch(server.url + body.proof.url, { headers: { authorization: `Bearer ${adminToken}` } })).status,
    ).toBe(200);
  });

  it('reads a request without a file', async () => {
    const { status, body } = await post(checkoutForm(fields));
    expect(status).toBe(200);
    expect(body).toEqual({ fields, proof: null });
  });

  it.each([
    ['a PDF renamed .png', pdf, 'Invalid file type: Please select an image file'],
    ['a 6 MB screenshot', pngOfSize(6 * MB), 'File too large: Please select an image smaller than 5MB'],
  ])('refuses %s with the specification text, naming the field', async (_name, bytes, message) => {
    const before = await fileCount();
    const { status, body } = await post(checkoutForm(fields, { bytes, name: 'transfer.png' }));
    expect(status).toBe(400);
    expect(body).toEqual({ message, issues: [{ path: ['paymentConfirmationImage'], message }] });
    expect(await fileCount()).toBe(before);
  });

  it('lets the route refuse the fields before a byte of the file is stored', async () => {
    const before = await fileCount();
    const { status, body } = await post(checkoutForm({ paymentMethod: 'instapay' }, { bytes: images.png }));
    expect(status).toBe(400);
    expect(body.issues[0].path).toEqual(['orderId']);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file under another field name', async () => {
    const { status, body } = await post(checkoutForm(fields, { bytes: images.png, field: 'picture' }));
    expect(status).toBe(400);
    expect(body.issues[0].path).toEqual(['picture']);
  });

  it('needs a CSRF header when the session comes from a cookie, not with a bearer token', async () => {
    const cookie = `mb_session=${customerToken}`;
    const without = await post(checkoutForm(fields, { bytes: images.png }), { cookie });
    expect(without.status).toBe(403);
    expect(without.body.message).toBe('Required CSRF header(s) not present');
    const withHeader = await post(checkoutForm(fields, { bytes: images.png }), { cookie, 'x-graphql-yoga-csrf': '1' });
    expect(withHeader.status).toBe(200);
  });

  it('refuses a request that is not multipart', async () => {
    const response = await fetch(`${url}/test/checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Expected a multipart/form-data request');
  });
});
