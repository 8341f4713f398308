import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app.ts';
import type { SessionCookies } from '../graphql/context.ts';
import { ADMIN_COOKIE, CUSTOMER_COOKIE } from '../modules/auth/viewer.ts';

/** httpOnly, SameSite=Lax session cookies for the web app (DESIGN §4). */
export function sessionCookies(app: AppContext, reply: FastifyReply): SessionCookies {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
    maxAge: app.config.sessionDays * 24 * 60 * 60,
  };
  return {
    setCustomer: (token) => reply.setCookie(CUSTOMER_COOKIE, token, options),
    clearCustomer: () => reply.clearCookie(CUSTOMER_COOKIE, { path: '/' }),
    setAdmin: (token) => reply.setCookie(ADMIN_COOKIE, token, options),
    clearAdmin: () => reply.clearCookie(ADMIN_COOKIE, { path: '/' }),
  };
}
