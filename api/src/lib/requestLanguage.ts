import { LANGUAGE_COOKIE, type Language } from '../shared/rules.ts';

/**
 * The language of a request from someone the server does not know yet (a waitlist visitor): the
 * `mb_lang` cookie, which every page of the web app writes as it starts (`/ar/...` pages `ar`,
 * the others `en`), so a request from an Arabic page says `ar`. No cookie, or anything else in
 * it (a REST client, GraphiQL): English, the API's own language. One rule, not Accept-Language
 * too: a browser's language list says what the visitor may read, the cookie what they chose.
 * A customer's own mails follow `Customer.preferredLanguage` instead.
 */
export const requestLanguage = (cookies: Partial<Record<string, string>>): Language =>
  cookies[LANGUAGE_COOKIE] === 'ar' ? 'ar' : 'en';
