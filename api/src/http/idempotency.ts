// The Idempotency-Key header on the writes a client may need to send again (an order, a checkout,
// any GraphQL mutation): the first answer is stored and a retry with the same key gets it back,
// marked `Idempotent-Replayed: true` (lib/idempotency has the rules). Registered before
// compression, so the answer stored is the body itself.

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotentRequestRef,
} from '../lib/idempotency/index.ts';
import { viewerOf } from './requestContext.ts';

const KEYED_ROUTES = new Set(['POST /api/orders', 'POST /api/orders/checkout', 'POST /graphql']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotentRequestRef;
  }
}

/** What makes two requests the same: the path and the JSON body (a multipart body by its type and length). */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart()
    ? `${request.headers['content-type']} ${request.headers['content-length']}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

export function registerIdempotency(server: FastifyInstance, app: AppContext): void {
  server.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !KEYED_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw ValidationError.forField('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible characters');
    }
    const viewer = await viewerOf(app, request);
    const owner = viewer.customer
      ? `customer:${viewer.customer.id}`
      : viewer.admin
        ? `admin:${viewer.admin.id}`
        : viewer.partner
          ? `partner:${viewer.partner.id}`
          : null;
    // A visitor's write is refused by its handler; nothing to keep.
    if (!owner) return;
    const ref = { ownerKey: owner, key };
    const claim = await claimIdempotencyKey(app, { ...ref, fingerprint: fingerprintOf(request) });
    if (claim.kind === 'claimed') {
      request.idempotency = ref;
      return;
    }
    if (claim.kind === 'mismatch') {
      throw ValidationError.forField('Idempotency-Key', 'This Idempotency-Key was used for a different request');
    }
    if (claim.kind === 'in-progress') {
      throw new ConflictError('A request with this Idempotency-Key is still being answered: try again in a moment');
    }
    reply.header('idempotent-replayed', 'true');
    if (claim.answer.contentType) reply.header('content-type', claim.answer.contentType);
    return reply.status(claim.answer.status).send(claim.answer.body);
  });

  server.addHook('onSend', async (request, reply, payload) => {
    const ref = request.idempotency;
    if (!ref) return payload;
    request.idempotency = undefined;
    const contentType = reply.getHeader('content-type');
    // Only a whole answer of ours is kept: a 5xx (the database out of reach, a bug) lets the key go.
    const keep = reply.statusCode < 500 && typeof payload === 'string';
    try {
      if (keep) {
        const answer = { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null };
        await completeIdempotencyKey(app, ref, { ...answer, body: payload });
      } else await releaseIdempotencyKey(app, ref);
    } catch (error) {
      // The database went away meanwhile: the claim is taken over once abandoned (a minute).
      request.log.warn({ err: error }, 'idempotency key not settled');
    }
    return payload;
  });
}
