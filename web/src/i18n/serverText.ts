/**
 * The server answers in English (GraphiQL, partners and REST clients read it so), with texts that
 * are catalogue messages (marked `i18n` where the services and the shared rules define them). A
 * fixed one translates as `i18n._(text)`. One with values (a count, a name) arrives filled in:
 * "Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer." is no catalogue id. This finds
 * the catalogue message a text fills in and says it again in the page's language with the same
 * values, so a screen showing a server's message as `i18n._(message)` shows it translated, values
 * and plurals included. A notice joined as "Title: description" (`noticeText`) is said part by part.
 * Anything else (an admin's headline, a meal's title) is shown as it came.
 *
 * The catalogues are keyed by a hash of each English id (messageKey.ts), so the English of the
 * messages with values comes with this module (`virtual:filled-in-messages`, vite.config.ts): an
 * Arabic page downloads it with the first server message it reads (index.ts), not with the page.
 */
import type { I18n } from '@lingui/core';
import messagesWithValues from 'virtual:filled-in-messages';
import { messageKey } from './messageKey.ts';

const PLACEHOLDER = /\{(\w+)\}/g;
/** A message with fewer fixed characters than this could match unrelated text (a meal's title). */
const MIN_FIXED_CHARACTERS = 16;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message's filled-in texts, or null for one without simple `{placeholders}`. */
function filledInPattern(id: string): RegExp | null {
  // A plural or select in the English source is no single filled-in shape.
  if (!id.includes('{') || /\{\w+\s*,/.test(id)) return null;
  if (id.replace(PLACEHOLDER, '').trim().length < MIN_FIXED_CHARACTERS) return null;
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  for (const match of id.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    source += escapeRegExp(id.slice(last, match.index));
    // A value named twice is the same value twice.
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    seen.add(name);
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(id.slice(last))}$`, 's');
}

/** The messages with values, each with its key and pattern (made once, when first needed). */
let filledInMessages: { id: string; key: string; pattern: RegExp }[] | undefined;
const messagesFilledIn = () =>
  (filledInMessages ??= messagesWithValues.flatMap((id) => {
    const pattern = filledInPattern(id);
    return pattern ? [{ id, key: messageKey(id), pattern }] : [];
  }));

/** Digits read back as numbers, so plurals choose their form. */
const valueOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * A text that is not a catalogue id, in the page's language when it fills in a catalogue message
 * (or joins two as a notice), else as it came.
 */
export function serverTextIn(i18n: I18n, text: string): string {
  for (const { id, key, pattern } of messagesFilledIn()) {
    // Only the messages of the areas the page has loaded, as the catalogue would say them.
    if (i18n.messages[key] === undefined) continue;
    const match = pattern.exec(text);
    if (match) {
      const values = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, v]) => [name, valueOf(v)]));
      return i18n._(id, values);
    }
  }
  const colon = text.indexOf(': ');
  if (colon > 0) {
    const [title, description] = [text.slice(0, colon), text.slice(colon + 2)];
    const [saidTitle, saidDescription] = [i18n._(title), i18n._(description)];
    if (saidTitle !== title && saidDescription !== description) return `${saidTitle}: ${saidDescription}`;
  }
  return text;
}
