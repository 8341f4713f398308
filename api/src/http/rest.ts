import type { FastifyReply } from 'fastify';

/** Public, non-personal reads: any cache may keep them briefly (ETags make revalidation cheap). */
export function publicCache(reply: FastifyReply, seconds = 60): void {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds}`);
}

/** Personal answers: never stored by a shared cache. */
export function privateNoStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** A calendar date as the old product sent it: `YYYY-MM-DD`. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
