import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Query parameters that carry secrets (a reset link's `token`, a signature, a key). */
const SECRET_QUERY_PARAMETER = /([?&][^=&#]*(?:token|secret|password|hmac|signature|key)[^=&#]*=)[^&#]*/gi;

/** A URL as logs may show it: secret query values replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** JSON logs on stdout (or `destination`, which tests read). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.token'],
    serializers: {
      // Fastify's request line, with secrets taken out of the URL: opening a
      // reset link requests /reset-password?token=… and that gets logged.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  // Synchronous stdout: pino 10's default stream writes asynchronously and its
  // flush(cb) does not wait for a write in flight, so the last lines before
  // process.exit ("shutdown complete") could be lost.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
