// How deep a client's JSON may nest, checked on the raw text before it is parsed: JSON.parse
// copes with 100,000 levels, but whatever walks the result next (the input-text rule, zod,
// GraphQL's variable coercion, JSON.stringify) recurses once per level and overflows the stack.
// One linear pass over the characters, which stops at the first level past the bound.

/** The most levels of arrays and objects a client's JSON may nest (a body, a query parameter, a JSON string field). */
export const MAX_JSON_DEPTH = 64;

export const jsonTooDeepMessage = (what: string) =>
  `${what} is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays and objects inside one another. Brackets
 * inside strings are text. Malformed JSON is not judged here (JSON.parse refuses it next).
 */
export function jsonNestingExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** A client's JSON nests deeper than MAX_JSON_DEPTH: a 400 (REST `{ message }`, a GraphQL error on /graphql). */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP';
  constructor(what: string) {
    super(jsonTooDeepMessage(what));
    this.name = 'JsonTooDeepError';
  }
}

/** JSON.parse for a client's text, refusing nesting past MAX_JSON_DEPTH (JsonTooDeepError) before parsing. */
export function parseClientJson(text: string, what = 'The JSON'): unknown {
  if (jsonNestingExceeds(text)) throw new JsonTooDeepError(what);
  return JSON.parse(text) as unknown;
}

/**
 * Whether an already-parsed value nests deeper than `max` (where the text was parsed by a
 * library, as graphql-upload's `operations`). Iterative: no stack to overflow; it stops at the
 * first level past the bound.
 */
export function valueNestingExceeds(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
