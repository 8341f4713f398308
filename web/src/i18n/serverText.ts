/**
 * The server answers in English (GraphiQL, partners and REST clients read it so), with texts that
 * are catalogue messages (marked `i18n` where the services and the shared rules define them). A
 * fixed one translates as `i18n._(text)`. One with values (a count, a name) arrives filled in:
 * "Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer." is no catalogue id. This finds
 * the catalogue message a text fills in and says it again in the page's language with the same
 * values, so a screen showing a server's message as `i18n._(message)` shows it translated, values
 * and plurals included. A notice joined as "Title: description" (`noticeText`) is said part by part.
 * Anything else (an admin's headline, a meal's title) is shown as it came.
 */
import type { I18n, Messages } from '@lingui/core';

const PLACEHOLDER = /\{(\w+)\}/g;
/** A message with fewer fixed characters than this could match unrelated text (a meal's title). */
const MIN_FIXED_CHARACTERS = 16;

interface FilledIn {
  id: string;
  pattern: RegExp;
}

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

/** Per catalogue (its messages object grows as areas load): the messages with values. */
const cache = new WeakMap<Messages, { size: number; filledIn: FilledIn[] }>();

function messagesWithValues(messages: Messages): FilledIn[] {
  const ids = Object.keys(messages);
  const cached = cache.get(messages);
  if (cached?.size === ids.length) return cached.filledIn;
  const filledIn = ids.flatMap((id) => {
    const pattern = filledInPattern(id);
    return pattern ? [{ id, pattern }] : [];
  });
  cache.set(messages, { size: ids.length, filledIn });
  return filledIn;
}

/** Digits read back as numbers, so plurals choose their form. */
const valueOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * A text that is not a catalogue id, in the page's language when it fills in a catalogue message
 * (or joins two as a notice), else as it came.
 */
export function serverTextIn(i18n: I18n, text: string): string {
  for (const { id, pattern } of messagesWithValues(i18n.messages)) {
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
