import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { AppContext } from '../../app.ts';
import type { UploadedFile } from '../../generated/prisma/client.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requireAdminAnswer, viewerOf } from '../../http/requestContext.ts';
import type { ByteRange } from '../../lib/storage/index.ts';
import { confirmUploadUrl, createUploadUrl, receiveUploadUrlPut } from './uploadUrls.service.ts';
import { findReadableUpload, isPublicUpload, openUpload } from './uploads.service.ts';

// Stored files are user content: never sniffed, never run as a page.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A stored file's content never changes (keys are never reused), so its id and size name it. */
const etagOf = (file: UploadedFile) => `"${file.id.toString(36)}-${file.sizeBytes.toString(36)}"`;

/** The one byte range asked for, 'unsatisfiable', or null to send the whole file. */
function rangeOf(request: FastifyRequest, file: UploadedFile): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header || file.sizeBytes === 0) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== etagOf(file)) return null;
  const ranges = parseRange(file.sizeBytes, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

const notFound = (reply: FastifyReply) => {
  privateNoStore(reply);
  return reply.status(404).send({ message: 'Not found' });
};

async function serveUpload(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  const file = await findReadableUpload(app, key, await viewerOf(app, request));
  if (!file) return notFound(reply);

  const etag = etagOf(file);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', FILE_CSP);
  reply.header('etag', etag);
  reply.header('accept-ranges', 'bytes');
  if (isPublicUpload(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else privateNoStore(reply);

  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = rangeOf(request, file);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.sizeBytes}`);
    return reply.status(416).send({ message: 'Range not satisfiable' });
  }
  const length = range ? range.end - range.start + 1 : file.sizeBytes;
  reply.header('content-type', file.contentType);
  reply.header('content-length', length);
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
  }
  // HEAD is routed here too (Fastify's own HEAD would open the stream only to discard it).
  if (request.method === 'HEAD') return reply.send();

  const object = await openUpload(app, file, range ?? undefined);
  if (!object) {
    reply.removeHeader('content-length');
    reply.removeHeader('content-range');
    return notFound(reply.status(404).type('application/json'));
  }
  return reply.send(object.body);
}

/**
 * `/uploads/{key}` (reading stored files; PUT for upload URLs) and the admin
 * upload-URL flow of the specifications.
 */
export function registerUploadRoutes(server: FastifyInstance, app: AppContext): void {
  server.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: (request, reply) => serveUpload(app, request, reply),
  });

  // The PUT to an upload URL: the body is the file itself, whatever type it
  // declares (the bytes decide), so this scope hands every body over unread.
  server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put('/uploads/*', async (request, reply) => {
      privateNoStore(reply);
      const key = (request.params as { '*': string })['*'];
      const token = (request.query as { token?: unknown }).token;
      const length = request.headers['content-length'];
      const stored = await receiveUploadUrlPut(
        app,
        key,
        token,
        { stream: request.raw, filename: key },
        length === undefined ? undefined : Number(length),
      );
      return { url: stored.url, contentType: stored.contentType, sizeBytes: stored.sizeBytes };
    });
  });

  // Landing images (`/api/objects/upload`) and meal images (`/api/admin/upload-image`);
  // either takes an optional `{ purpose }`.
  server.post('/api/objects/upload', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return { uploadURL: (await createUploadUrl(app, admin.id, request.body, 'landing_image')).uploadURL };
  });

  server.post('/api/admin/upload-image', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return { uploadURL: (await createUploadUrl(app, admin.id, request.body, 'meal_image')).uploadURL };
  });

  server.post('/api/admin/confirm-upload', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return confirmUploadUrl(app, request.body);
  });
}
