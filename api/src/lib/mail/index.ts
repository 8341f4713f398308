/**
 * The customer's e-mails in their language. Each template is a `MailTexts`: its English and its
 * Arabic side by side, written as functions of the mail's data and a `MailFormat` (money, dates,
 * links in that language). The `Record<Language, …>` type makes a template without its Arabic a
 * type error, and mail.test.ts renders every template in both languages.
 *
 * English keeps the product's own formats ("EGP 1,291", the week's label, "Thursday 3 December
 * 2026 at 22:00"); Arabic uses `Intl` for ar-EG as the web app's Arabic pages do (its digits,
 * "ج.م.‏", Arabic month and weekday names, Cairo's time) and links to the `/ar` pages.
 * Both get a plain text part and an HTML part (`lang`, `dir`) made from it.
 */
import { DateTime } from 'luxon';
import type { AppContext } from '../../app.ts';
import { formatEgpAmount, type Language, pathInLanguage } from '../../shared/rules.ts';
import type { MailMessage } from '../mailer.ts';

const CAIRO = 'Africa/Cairo';

/** A week as a mail names it: its label in English, its dates in Arabic. */
export interface MailWeek {
  label: string;
  startDate: Date;
  endDate: Date;
}

/** A saved card as a mail names it: "Visa ending 4242". */
export interface MailCard {
  brand: string | null;
  last4: string;
}

export interface MailFormat {
  language: Language;
  /** Piasters, in whole pounds. */
  money(piasters: number): string;
  number(value: number): string;
  week(week: MailWeek): string;
  /** A calendar date (a `@db.Date`, UTC midnight) with its weekday: "Friday 4 December 2026". */
  day(date: Date): string;
  /** A moment in Cairo's time with its weekday and time. */
  moment(date: Date): string;
  /** The web app's page at `path` (with its query), in the mail's language. */
  link(path: string): string;
}

/** A mail's words: its subject and its lines ('' between paragraphs). */
export interface MailBody {
  subject: string;
  lines: string[];
}

/** A template: its words in every language. */
export type MailTexts<T> = Record<Language, (data: T, format: MailFormat) => MailBody>;

const publicBase = (app: Pick<AppContext, 'config'>) => app.config.PUBLIC_URL.replace(/\/+$/, '');

export function mailFormat(app: Pick<AppContext, 'config'>, language: Language): MailFormat {
  const link = (path: string) => `${publicBase(app)}${pathInLanguage(path, language)}`;
  if (language === 'en') {
    return {
      language,
      money: formatEgpAmount,
      number: String,
      week: (week) => week.label,
      day: (date) => DateTime.fromJSDate(date, { zone: 'UTC' }).setLocale('en-GB').toFormat('cccc d LLLL yyyy'),
      moment: (date) =>
        DateTime.fromJSDate(date, { zone: CAIRO }).setLocale('en-GB').toFormat("cccc d LLLL yyyy 'at' HH:mm"),
      link,
    };
  }
  const tag = 'ar-EG';
  const pounds = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });
  const numbers = new Intl.NumberFormat(tag);
  const weekDays = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const longDay = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  const days = new Intl.DateTimeFormat(tag, { ...longDay, timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(tag, { ...longDay, hour: 'numeric', minute: '2-digit', timeZone: CAIRO });
  return {
    language,
    money: (piasters) => pounds.format(Math.round(piasters / 100)),
    number: (value) => numbers.format(value),
    week: (week) => weekDays.formatRange(week.startDate, week.endDate),
    day: (date) => days.format(date),
    moment: (date) => moments.format(date),
    link,
  };
}

/** "Hello Mona," / "مرحبًا Mona،": the greeting every customer mail opens with. */
export const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Hello${name.trim() ? ` ${name.trim()}` : ''},`,
  ar: (name) => `مرحبًا${name.trim() ? ` ${name.trim()}` : ''}،`,
};

/** A number of meals in Arabic, its noun agreeing with the count (Arabic's plural forms). */
export function arabicMeals(count: number, format: MailFormat): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'وجبة واحدة';
    case 'two':
      return 'وجبتان';
    case 'few':
      return `${format.number(count)} وجبات`;
    default:
      return `${format.number(count)} وجبة`;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A text's paragraphs ('' lines between them) as HTML paragraphs, its links clickable. */
function htmlParagraphs(lines: string[]): string[] {
  return lines
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]*[^\s<.,;:!?)]/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`);
}

/** A whole HTML document in the language's direction (`lang`, `dir`). */
function htmlDocument(
  language: Language,
  title: string,
  options: { head?: string[]; bodyStyle: string },
  content: string[],
): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8">${(options.head ?? []).join('')}<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family: Arial, Tahoma, sans-serif; ${options.bodyStyle}; text-align: ${dir === 'rtl' ? 'right' : 'left'}">`,
    ...content,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The HTML part: the text's paragraphs, its links clickable, in the language's direction. */
export function mailHtml(body: MailBody, language: Language): string {
  return htmlDocument(language, body.subject, { bodyStyle: 'line-height: 1.6' }, htmlParagraphs(body.lines));
}

/** A page the API itself serves a customer (the opt-out link's): its title, its lines, maybe a form. */
export interface PageBody {
  title: string;
  /** Shown as the page's heading and paragraphs ('' between paragraphs). */
  lines: string[];
  /** A form that posts back to the page's own address, with this button. */
  button?: string;
}

/** A page's words in every language, as `MailTexts` are a mail's. */
export type PageTexts<T> = Record<Language, (data: T, format: MailFormat) => PageBody>;

/** A page in `language`: a whole HTML document, not indexed by search engines. */
export function composePage<T>(
  app: Pick<AppContext, 'config'>,
  texts: PageTexts<T>,
  language: Language,
  data: T,
): string {
  const page = texts[language](data, mailFormat(app, language));
  return htmlDocument(
    language,
    page.title,
    {
      head: [
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex">',
      ],
      bodyStyle: 'max-width: 30rem; margin: 2rem auto; padding: 0 1rem',
    },
    [
      `<h1>${escapeHtml(page.title)}</h1>`,
      ...htmlParagraphs(page.lines),
      ...(page.button ? [`<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>`] : []),
    ],
  );
}

/** A template's mail to `to` in `language`: subject, text and HTML. */
export function composeMail<T>(
  app: Pick<AppContext, 'config'>,
  texts: MailTexts<T>,
  to: string,
  language: Language,
  data: T,
): MailMessage {
  const body = texts[language](data, mailFormat(app, language));
  return { to, subject: body.subject, text: body.lines.join('\n'), html: mailHtml(body, language) };
}
