import type { AppContext, RequestMeta } from '../app.ts';
import type { ResponseCookies } from '../http/cookies.ts';
import type { Language } from '../lib/language.ts';
import type { Viewer } from '../modules/auth/index.ts';

/** Per-request GraphQL context: the app's services and who is asking. */
export interface GraphQLContext {
  app: AppContext;
  viewer: Viewer;
  /** The language content is answered in (`Accept-Language`; lib/language.ts). */
  language: Language;
  requestId: string;
  meta: RequestMeta;
  /** The response's cookies: resolvers set what their services answer (a session, a visitor key). */
  cookies: ResponseCookies;
  /** Work the fields of this request share (`perRequest`). */
  shared: Map<string, unknown>;
}
