// Idempotency keys (the IETF "Idempotency-Key" header): a client that lost the answer to a write
// sends it again with the same key and gets the first answer, instead of the write happening
// twice. The key is claimed by inserting its row (the primary key makes two racing requests one
// claim); the answer is stored when it is sent; a request that failed with a 5xx lets its key go,
// so a retry runs again. A claim nobody completed (the process died) is taken over after a minute.

import type { AppContext } from '../../app.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import { defineJob } from '../jobs/index.ts';

/** How long an answer is replayed. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** A claim older than this without an answer was abandoned. */
const ABANDONED_AFTER_MS = 60_000;

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-progress' }
  /** The key was used before for a different request. */
  | { kind: 'mismatch' };

export interface IdempotentRequestRef {
  /** Whose key it is (`customer:12`): two owners never share a key's answer. */
  ownerKey: string;
  key: string;
}

export async function claimIdempotencyKey(
  app: AppContext,
  request: IdempotentRequestRef & { fingerprint: string },
): Promise<Claim> {
  const now = app.now();
  const where = { ownerKey_key: { ownerKey: request.ownerKey, key: request.key } };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await app.prisma.idempotentRequest.create({ data: { ...request, createdAt: now } });
      return { kind: 'claimed' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await app.prisma.idempotentRequest.findUnique({ where });
    if (!row) continue; // expired and removed meanwhile: claim again
    const age = now.getTime() - row.createdAt.getTime();
    if (age >= IDEMPOTENCY_KEEP_MS) {
      await app.prisma.idempotentRequest.deleteMany({ where: { ...request, createdAt: row.createdAt } });
      continue;
    }
    if (row.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
    if (row.status !== null) {
      return { kind: 'replay', answer: { status: row.status, contentType: row.contentType, body: row.body ?? '' } };
    }
    if (age < ABANDONED_AFTER_MS) return { kind: 'in-progress' };
    const taken = await app.prisma.idempotentRequest.updateMany({
      where: { ownerKey: request.ownerKey, key: request.key, status: null, createdAt: row.createdAt },
      data: { createdAt: now },
    });
    return taken.count === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
  }
  return { kind: 'in-progress' };
}

/** Stores the answer of a claimed key. */
export async function completeIdempotencyKey(app: AppContext, ref: IdempotentRequestRef, answer: StoredAnswer) {
  await app.prisma.idempotentRequest.updateMany({ where: { ...ref, status: null }, data: answer });
}

/** Lets a claimed key go (its request failed on our side): the client's retry runs again. */
export async function releaseIdempotencyKey(app: AppContext, ref: IdempotentRequestRef) {
  await app.prisma.idempotentRequest.deleteMany({ where: { ...ref, status: null } });
}

/** Removes the answers no longer replayed. */
export async function removeExpiredIdempotencyKeys(app: AppContext, now: Date = app.now()): Promise<number> {
  const { count } = await app.prisma.idempotentRequest.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEEP_MS) } },
  });
  return count;
}

export const EXPIRE_IDEMPOTENCY_KEYS_JOB = 'http.expire-idempotency-keys';

export function expireIdempotencyKeysJob(app: AppContext) {
  return defineJob({
    name: EXPIRE_IDEMPOTENCY_KEYS_JOB,
    cron: '17 * * * *',
    retry: { limit: 3, delaySeconds: 60 },
    async handler(_payload, { now }) {
      const removed = await removeExpiredIdempotencyKeys(app, now);
      if (removed > 0) app.logger.info({ removed }, 'expired idempotency keys removed');
    },
  });
}
