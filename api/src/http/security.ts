import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerCors } from './cors.ts';
import { registerInputTextRule } from './inputText.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';

/** The HTTP layer's defences, before any route: CORS, security headers, the input-text rule. */
export async function registerHttpSecurity(server: FastifyInstance, config: Config): Promise<void> {
  await registerCors(server, config);
  await registerSecurityHeaders(server, config);
  registerInputTextRule(server);
}
