import type { FastifyReply, FastifyRequest } from 'fastify';
import { processRequest, Upload } from 'graphql-upload-minimal';
import { ValidationError } from '../errors.ts';
import { CSRF_REFUSAL, hasCsrfHeader } from '../http/csrf.ts';
import { MAX_UPLOAD_BYTES, parserFileCap, type IncomingFile } from '../modules/uploads/index.ts';
import { builder } from './builder.ts';

/**
 * File uploads through the GraphQL multipart request spec, parsed by
 * graphql-upload-minimal: the resolver receives the file while it is still
 * arriving and streams it into the uploads service, which checks and counts it
 * (yoga's built-in multipart would hold every file in memory first).
 */
builder.scalarType('Upload', {
  description:
    'A file sent with the GraphQL multipart request spec (multipart/form-data with `operations`, `map` and the file; requires the `x-graphql-yoga-csrf` header).',
  serialize: () => {
    throw new TypeError('Upload is an input-only scalar');
  },
  parseValue: (value) => {
    if (!(value instanceof Upload)) {
      throw new TypeError('Upload value invalid: send the file as a GraphQL multipart request');
    }
    return value.promise.then((file): IncomingFile => ({ stream: file.createReadStream(), filename: file.filename }));
  },
  parseLiteral: () => {
    throw new TypeError('Upload literal unsupported: send the file as a GraphQL multipart request');
  },
});

/** An `Upload` argument's file; a request that announced a file but did not send it is a validation error on `field`. */
export async function receiveUpload(upload: Promise<IncomingFile>, field: string | string[]): Promise<IncomingFile> {
  try {
    return await upload;
  } catch (error) {
    throw ValidationError.forField(field, (error as Error).message || 'File missing in the request.');
  }
}

/**
 * Turns a multipart `/graphql` request into the operations yoga executes
 * (files in place of their variables), or says why it is refused. It keeps
 * yoga's CSRF rule (a multipart post is a form a cross-site page could send)
 * and caps the file just past the largest upload any purpose accepts; each
 * purpose's own limit is the uploads service's.
 */
export async function parseGraphQLMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: number; message: string } | null> {
  if (!hasCsrfHeader(request.headers)) return { status: 403, message: CSRF_REFUSAL };
  try {
    request.body = await processRequest(request.raw, reply.raw, {
      maxFileSize: parserFileCap(MAX_UPLOAD_BYTES),
      // One file per operation is all the schema takes (an image, a payment proof).
      maxFiles: 1,
      maxFieldSize: 1_000_000,
    });
    return null;
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { status: status && status >= 400 && status < 500 ? status : 400, message: (error as Error).message };
  }
}
