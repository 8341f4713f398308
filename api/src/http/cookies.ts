// Every cookie the server reads or writes, and the one way it writes them. Cookies are an HTTP
// concern: services never see one. They get `Credentials` (auth) and answer values (a session
// token, a new visitor key) that the routes and resolvers set through `responseCookies`.
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app.ts';
import type { Credentials } from '../modules/auth/index.ts';
import { INVITATION_PASS_MINUTES } from '../modules/onboarding/index.ts';

export const CUSTOMER_COOKIE = 'mb_session';
export const ADMIN_COOKIE = 'mb_admin_session';
/** An anonymous visitor's key, for their temporary meal selection. */
export const VISITOR_COOKIE = 'mb_visitor';
/**
 * The invitation pass the eligibility check gives the client it accepted (signed, naming the code
 * and the e-mail, an hour long): a registration without `invitationCode` uses it (the old client's).
 */
export const INVITATION_COOKIE = 'mb_invitation';

const DAY_SECONDS = 24 * 60 * 60;
/** A visitor key outlives the selection it keys (7 days), so a returning visitor is still known. */
export const VISITOR_COOKIE_DAYS = 30;

/** Sets and clears the web app's cookies on one response. */
export interface ResponseCookies {
  setCustomer(token: string): void;
  clearCustomer(): void;
  setAdmin(token: string): void;
  clearAdmin(): void;
  setVisitor(key: string): void;
  setInvitation(pass: string): void;
  clearInvitation(): void;
}

/**
 * Every cookie is httpOnly and SameSite=Lax (DESIGN §4), Secure when the public origin is
 * https, for the whole site; clearing uses the same attributes so browsers match the cookie.
 */
function cookieOptions(app: AppContext, days?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    ...(days === undefined ? {} : { maxAge: Math.round(days * DAY_SECONDS) }),
  };
}

export function responseCookies(app: AppContext, reply: FastifyReply): ResponseCookies {
  const set = (name: string, value: string, days: number) =>
    void reply.setCookie(name, value, cookieOptions(app, days));
  const clear = (name: string) => void reply.clearCookie(name, cookieOptions(app));
  return {
    setCustomer: (token) => set(CUSTOMER_COOKIE, token, app.config.sessionDays),
    clearCustomer: () => clear(CUSTOMER_COOKIE),
    setAdmin: (token) => set(ADMIN_COOKIE, token, app.config.sessionDays),
    clearAdmin: () => clear(ADMIN_COOKIE),
    setVisitor: (key) => set(VISITOR_COOKIE, key, VISITOR_COOKIE_DAYS),
    setInvitation: (pass) => set(INVITATION_COOKIE, pass, INVITATION_PASS_MINUTES / (24 * 60)),
    clearInvitation: () => clear(INVITATION_COOKIE),
  };
}

/** What a request carries that says who it is: the Authorization header and the cookies. */
export function credentialsOf(
  authorization: string | null | undefined,
  cookies: Record<string, string | undefined>,
): Credentials {
  return {
    authorization: authorization ?? undefined,
    customerSession: cookies[CUSTOMER_COOKIE],
    adminSession: cookies[ADMIN_COOKIE],
    visitorKey: cookies[VISITOR_COOKIE],
    invitationPass: cookies[INVITATION_COOKIE],
  };
}

/** The same, from a Fetch API request's headers (yoga's plugins see those, not Fastify's request). */
export function credentialsOfHeaders(headers: Headers): Credentials {
  const cookieHeader = headers.get('cookie');
  return credentialsOf(headers.get('authorization'), cookieHeader ? fastifyCookie.parse(cookieHeader) : {});
}
