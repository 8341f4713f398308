/** How rules write their messages: English by default, the page's language when given a translator. (The shared rules: see ../rules.ts.) */

/**
 * How a rule writes a message: in English by default (the API's answers, GraphiQL included), in
 * the page's language when the web app passes Lingui's `i18n._`. Each message is an entry of the
 * web app's catalogue (English source text with ICU `{placeholders}`), marked `i18n` for its
 * extractor, so a fixed message also translates as `i18n._(message)` where it is shown.
 */
export type Translate = (message: string, values?: Record<string, string | number>) => string;

/** English: the message with its `{placeholders}` filled in. */
export const inEnglish: Translate = (message, values = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A titled notice (the web app shows title and description; the API joins them into one sentence). */
export interface Notice {
  title: string;
  description: string;
}

/** A fixed notice said in the language of `t` (its title and description are catalogue messages). */
export const noticeIn = (notice: Notice, t: Translate): Notice => ({
  title: t(notice.title),
  description: t(notice.description),
});

/** "Title: description", the form the API's error messages take. */
export const noticeText = (notice: Notice): string => `${notice.title}: ${notice.description}`;
