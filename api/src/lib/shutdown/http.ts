import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../logger.ts';

/**
 * Stops accepting connections and lets requests in flight finish, for at most
 * `drainMs`; whatever is still open then is cut. Fastify answers requests that
 * arrive meanwhile on an open keep-alive connection with 503 and
 * `Connection: close`.
 */
export async function closeHttpServer(
  server: FastifyInstance,
  { drainMs, logger }: { drainMs: number; logger: Logger },
): Promise<void> {
  const http: Server = server.server;
  const closed = server.close();
  // Node closes idle keep-alive connections once, when the server closes; a
  // connection whose request finishes later would stay open until its client
  // or the keep-alive timeout (72 s) let go. Sweep until the server is closed.
  const sweep = setInterval(() => http.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    logger.warn({ drainMs }, 'connections still busy after the drain bound: closing them');
    http.closeAllConnections();
  }, drainMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
