// One request outside the load, to see what a browser would get: the body's
// size on the wire, its content-encoding, the decoded JSON, and whether
// repeating it with If-None-Match answers 304.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const BROWSER_ACCEPT_ENCODING = 'br, gzip, deflate';

/** One request (no decoding), answering { status, headers, body } with the body as sent. */
export function send(baseUrl, request, extraHeaders = {}) {
  const url = new URL(request.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: request.method,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...request.headers, ...extraHeaders },
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

function decode(body, encoding) {
  switch (encoding) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

export async function probe(baseUrl, request) {
  const first = await send(baseUrl, request);
  const encoding = first.headers['content-encoding'] ?? 'identity';
  const text = decode(first.body, encoding).toString('utf8');
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the row shows no body comparison
  }
  const etag = first.headers.etag ?? null;
  const conditional = etag ? await send(baseUrl, request, { 'if-none-match': etag }) : null;
  return {
    status: first.status,
    wireBytes: first.body.length,
    bodyBytes: Buffer.byteLength(text),
    encoding,
    json,
    etag,
    conditionalStatus: conditional?.status ?? null,
  };
}

/** The first path where two JSON values differ, or null when they are equal. */
export function firstDifference(a, b, where = '$') {
  if (Object.is(a, b)) return null;
  if (
    typeof a !== typeof b ||
    a === null ||
    b === null ||
    typeof a !== 'object' ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${where}: ${JSON.stringify(a)?.slice(0, 60)} ≠ ${JSON.stringify(b)?.slice(0, 60)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const diff = firstDifference(a[key], b[key], Array.isArray(a) ? `${where}[${key}]` : `${where}.${key}`);
    if (diff) return diff;
  }
  return null;
}
