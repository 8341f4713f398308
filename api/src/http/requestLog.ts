// One log line per request instead of Fastify's two ("incoming request" at
// info, then "request completed"): the completion line carries the request
// (method, URL, client) as well as its status and time, and "incoming
// request" moves to debug. Answers sent from the in-memory store of public
// answers (publicAnswers.ts: no database work, the bulk of the traffic) log
// at debug too: with the synchronous log stream (logger.ts), two JSON lines
// per request were most of what such a hit cost.

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const fromMemory = new WeakSet<FastifyRequest>();

/** Marks a request answered from the store of public answers (logged at debug). */
export function servedFromMemory(request: FastifyRequest): void {
  fromMemory.add(request);
}

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (fromMemory.has(request)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
