import http from 'node:http';
import type { AppContext } from '../src/app.ts';
import { createAdminSession } from '../src/modules/auth/index.ts';
import { createAdmin, createCustomer } from './factories.ts';

// Real (tiny) images, and the bad inputs the issues name.
const b64 = (text: string) => Buffer.from(text, 'base64');
export const images = {
  png: b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  gif: b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  jpeg: b64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  webp: b64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'),
};
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const MB = 1024 * 1024;

/** A real PNG header followed by padding: an image of exactly `bytes` bytes as far as any check by content can tell. */
export function pngOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  images.png.copy(file);
  return file;
}

/** An admin with a live bearer token. */
export async function adminWithToken(app: AppContext) {
  const { admin } = await createAdmin(app);
  return { admin, token: await createAdminSession(app, admin.id) };
}

export async function customerWithToken(app: AppContext) {
  const { customer, token } = await createCustomer(app);
  return { customer, token };
}

export const IMAGE_UPLOAD = `mutation ($input: ImageUploadInput!) {
  imageUpload(input: $input) {
    __typename
    ... on ImageUploadPayload { file { id url contentType sizeBytes purpose } }
    ... on ValidationError { message issues { path message } }
  }
}`;

/** A GraphQL multipart request (operations, map, one file) as a browser's FormData would send it. */
export async function gqlMultipart(
  url: string,
  options: {
    purpose?: string;
    file: Buffer;
    filename?: string;
    type?: string;
    token?: string;
    cookie?: string;
    csrf?: boolean;
  },
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: IMAGE_UPLOAD,
      variables: { input: { purpose: options.purpose ?? 'meal_image', file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set(
    '0',
    new Blob([new Uint8Array(options.file)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'photo.png',
  );
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      ...(options.csrf === false ? {} : { 'x-graphql-yoga-csrf': '1' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Sends `head` and then padding, chunk by chunk, until the server answers or
 * `maxBytes` have been sent, and never ends the body unless every byte went.
 * Says how many bytes were sent when the answer came: an answer long before
 * `maxBytes` proves the server refused the body while it was streaming.
 */
export function streamUntilAnswered(
  target: string,
  options: { method: string; headers?: Record<string, string>; head: Buffer; maxBytes: number; tail?: Buffer },
): Promise<{ status: number; body: string; bytesSent: number; finished: boolean }> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    let bytesSent = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method,
        headers: options.headers,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            bytesSent,
            finished: bytesSent >= options.maxBytes,
          });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      if (answered) return;
      if (bytesSent === 0) {
        request.write(options.head);
        bytesSent += options.head.length;
      }
      while (!answered && bytesSent < options.maxBytes) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', () => setImmediate(pump));
      }
      if (!answered) request.end(options.tail);
    };
    pump();
  });
}
