// The language of a request's content (meals, neighbourhoods, the landing page), and one way to
// read a text in it. Arabic sits in a column beside each English one (`title` | `titleAr`); an
// empty Arabic text shows the English, never an empty string. English is the default: a client
// that sends no Accept-Language (the old product's) sees exactly what it always saw.
import { z } from 'zod';
import { LANGUAGE_COOKIE, type Language } from '../shared/rules.ts';

export type { Language };

/**
 * The language `Accept-Language` prefers: Arabic (`ar`, `ar-EG`…) only when its q-value is above
 * English's (`en`, `en-*`, or `*` standing in for it); otherwise, and when the header names
 * neither, English.
 */
export function languageOf(acceptLanguage: string | readonly string[] | null | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let arabic = 0;
  let english = 0;
  let anyOther: number | null = null;
  for (const part of String(header).split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    const primary = tag.split('-')[0];
    if (primary === 'ar') arabic = Math.max(arabic, q);
    else if (primary === 'en') english = Math.max(english, q);
    else if (tag === '*') anyOther = q;
  }
  if (english === 0 && anyOther !== null) english = anyOther;
  return arabic > english ? 'ar' : 'en';
}

/**
 * The language a visitor chose, for what the server writes to someone it does not know yet (a
 * waitlist visitor's invitation): the `mb_lang` cookie, which every page of the web app writes as
 * it starts (`/ar/...` pages `ar`, the others `en`). Not `Accept-Language`: that lists what a
 * browser may read (it picks content, above); the cookie is what the visitor picked. No cookie (a
 * REST client, GraphiQL): English. A customer's own mails follow `Customer.preferredLanguage`.
 */
export const chosenLanguageOf = (cookies: Partial<Record<string, string>>): Language =>
  cookies[LANGUAGE_COOKIE] === 'ar' ? 'ar' : 'en';

/** A row with a translated field: the English under its name, the Arabic beside it under `<name>Ar`. */
type Translated<Field extends string> = Record<Field | `${Field}Ar`, string | readonly string[]>;

/**
 * `row[field]` in `language`: the Arabic column (`titleAr`) when it has text (a list: when it has
 * an entry), else the English one.
 */
export function textIn<Field extends string, Row extends Translated<Field>>(
  row: Row,
  field: Field,
  language: Language,
): Row[Field] {
  if (language === 'ar') {
    const arabic = row[`${field}Ar`];
    if (typeof arabic === 'string' ? arabic.trim() !== '' : arabic.length > 0) return arabic as Row[Field];
  }
  return row[field];
}

type Texts<Row, Field extends keyof Row & string> = { [F in Field]: Row[F] };

/** A row's translated fields in `language`, under their English names (a REST answer's content). */
export function textsIn<Field extends string, Row extends Translated<Field>>(
  row: Row,
  fields: readonly Field[],
  language: Language,
): Texts<Row, Field> {
  return Object.fromEntries(fields.map((field) => [field, textIn(row, field, language)])) as Texts<Row, Field>;
}

/** A row's Arabic texts as stored (`titleAr`…, empty when not written): what admin answers add. */
export function arabicTextsOf<Field extends string, Row extends Translated<Field>>(
  row: Row,
  fields: readonly Field[],
): Texts<Row, `${Field}Ar`> {
  return Object.fromEntries(fields.map((field) => [`${field}Ar`, row[`${field}Ar`]])) as Texts<Row, `${Field}Ar`>;
}

/**
 * An Arabic text of an admin form, checked as its English twin is (trimmed, at most `max`
 * characters) but never required: empty shows the English. Left out (or null), it is left as it
 * was, so a client that knows nothing of Arabic never erases it.
 */
export const arabicText = (max: number) =>
  z
    .string('Must be text')
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((text) => text ?? undefined);
