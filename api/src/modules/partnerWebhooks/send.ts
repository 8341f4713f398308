// One signed POST to a partner's endpoint: node:http with the SSRF guard in its DNS lookup and a
// hard timeout. Answers what happened; never throws for the endpoint's failures.

import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkUrlShape, guardedLookup, isPublicAddress, type UrlPolicy } from './urlGuard.ts';
import ipaddr from 'ipaddr.js';

/** How long an endpoint has to answer (headers) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SendOutcome {
  /** The HTTP status, or null when there was none (refused, timed out, unreachable). */
  statusCode: number | null;
  responseMs: number;
  ok: boolean;
  error: string | null;
}

export interface SignedMessage {
  url: string;
  secret: string;
  /** The Standard Webhooks message id. */
  eventId: string;
  /** The exact JSON sent and signed. */
  payload: string;
  /** Signing time (the webhook-timestamp header). */
  sentAt: Date;
}

/** The Standard Webhooks headers for a message, signed by the official library. */
export function signedHeaders(message: Pick<SignedMessage, 'secret' | 'eventId' | 'payload' | 'sentAt'>) {
  const signature = new Webhook(message.secret).sign(message.eventId, message.sentAt, message.payload);
  return {
    'webhook-id': message.eventId,
    'webhook-timestamp': String(Math.floor(message.sentAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

export function sendSigned(
  message: SignedMessage,
  options: { policy: UrlPolicy; timeoutMs?: number },
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, statusCode: number | null = null): SendOutcome => ({
    statusCode,
    responseMs: elapsed(),
    ok: false,
    error,
  });
  let url: URL;
  try {
    url = checkUrlShape(message.url, options.policy);
  } catch (error) {
    return Promise.resolve(failed((error as Error).message));
  }
  // An address literal skips the DNS lookup, so the guard checks it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (options.policy.strict && ipaddr.isValid(host) && !isPublicAddress(host)) {
    return Promise.resolve(failed(`${host} is not a public address`));
  }
  const body = Buffer.from(message.payload);
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.policy) as never,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'MealBox-Webhooks/1',
          ...signedHeaders(message),
        },
      },
      (response) => {
        // The body is not read for anything: drain it so the socket is freed.
        response.resume();
        clearTimeout(timer);
        const statusCode = response.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        resolve({ statusCode, responseMs: elapsed(), ok, error: ok ? null : `HTTP ${statusCode}` });
      },
    );
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(() => {
      request.destroy();
      resolve(failed(`No answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(failed(error.message.slice(0, 500)));
    });
    request.end(body);
  });
}
