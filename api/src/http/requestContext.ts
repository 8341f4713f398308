import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RequestMeta } from '../app.ts';
import { AuthenticationError, ForbiddenError } from '../errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Actor } from '../lib/audit/index.ts';
import { partnerHolds, resolveViewer, type Viewer } from '../modules/auth/index.ts';
import { adminMessages, type PartnerScope } from '../shared/rules.ts';
import { credentialsOf, responseCookies } from './cookies.ts';
import { privateNoStore } from './rest.ts';
import { chosenLanguageOf, languageOf } from '../lib/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer>;
  }
}

/** The viewer of a request, resolved once however many times it is asked for. */
export function viewerOf(app: AppContext, request: FastifyRequest): Promise<Viewer> {
  request.viewerPromise ??= resolveViewer(app, credentialsOf(request.headers.authorization, request.cookies));
  return request.viewerPromise;
}

/** Where a request comes from, for rate limits, session records and a visitor's mail language. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    language: chosenLanguageOf(request.cookies),
  };
}

export async function requestContext(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  return {
    app,
    viewer: await viewerOf(app, request),
    language: languageOf(request.headers['accept-language']),
    requestId: request.id,
    meta: requestMeta(request),
    cookies: responseCookies(app, reply),
    shared: new Map(),
  };
}

export async function requireCustomer(app: AppContext, request: FastifyRequest): Promise<{ id: number }> {
  const viewer = await viewerOf(app, request);
  if (!viewer.customer) throw new AuthenticationError('Not authenticated');
  return viewer.customer;
}

/** The signed-in customer for a personal REST path (else 401), the answer marked `private, no-store`. */
export async function requireCustomerAnswer(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const customer = await requireCustomer(app, request);
  privateNoStore(reply);
  return customer;
}

export async function requireAdmin(app: AppContext, request: FastifyRequest) {
  const viewer = await viewerOf(app, request);
  if (!viewer.admin) throw new AuthenticationError('Not authenticated');
  return viewer.admin;
}

/**
 * The signed-in admin for a back-office REST path (else 401); the answer is the admin's own,
 * so it is marked `private, no-store`.
 */
export async function requireAdminAnswer(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  privateNoStore(reply);
  return requireAdmin(app, request);
}

/** As `requireAdminAnswer`, for super admins only (a plain admin gets a 403). */
export async function requireSuperAdminAnswer(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const admin = await requireAdminAnswer(app, request, reply);
  if (admin.role !== 'super_admin') throw new ForbiddenError(adminMessages.superAdminRequired);
  return admin;
}

/**
 * An admin, or a partner key holding `scope`, for a back-office REST path partners may use (else
 * 401, or 403 for a key without the scope); answers who acts, for the audit. `private, no-store`.
 */
export async function requireAdminOrPartnerAnswer(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: PartnerScope,
): Promise<Actor> {
  privateNoStore(reply);
  const viewer = await viewerOf(app, request);
  if (viewer.admin) return { adminId: viewer.admin.id };
  if (viewer.partner) {
    if (partnerHolds(viewer, scope)) return { partnerKeyId: viewer.partner.id };
    throw new ForbiddenError(`This key does not have the ${scope} scope.`);
  }
  throw new AuthenticationError('Not authenticated');
}
