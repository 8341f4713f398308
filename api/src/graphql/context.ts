import type { AppContext } from '../app.ts';
import type { RequestMeta } from '../modules/auth/auth.service.ts';
import type { Viewer } from '../modules/auth/viewer.ts';

/** Sets and clears the web app's httpOnly session cookies on the response. */
export interface SessionCookies {
  setCustomer(token: string): void;
  clearCustomer(): void;
  setAdmin(token: string): void;
  clearAdmin(): void;
}

/** Per-request GraphQL context: the app's services and who is asking. */
export interface GraphQLContext {
  app: AppContext;
  viewer: Viewer;
  requestId: string;
  meta: RequestMeta;
  cookies: SessionCookies;
}
