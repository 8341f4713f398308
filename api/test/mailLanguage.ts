import { expect } from 'vitest';
import type { AppContext } from '../src/app.ts';
import type { MailMessage } from '../src/lib/mailer.ts';
import type { Language } from '../src/shared/rules.ts';

/** The app a mail template needs: its public address (a trailing slash, as a config may have it). */
export const mailApp = { config: { PUBLIC_URL: 'https://mealbox.example/' } } as AppContext;
export const mailWeek = {
  label: 'Dec 4-Dec 10, 2026',
  startDate: new Date('2026-12-04'),
  endDate: new Date('2026-12-10'),
};
export const mailCustomer = (preferredLanguage: Language) => ({
  email: 'mona@example.com',
  name: 'Mona',
  preferredLanguage,
});

/**
 * An Arabic mail: subject and text in Arabic, nothing in Latin letters or Western digits but
 * links and the data it names (`data`: names, meal titles, codes, "MealBox"), every link to an
 * `/ar` page, and an HTML part that reads right to left.
 */
export function expectArabicMail(mail: MailMessage, data: string[] = []): void {
  const names = ['MealBox', ...data];
  const latinLeft = (text: string) =>
    names.reduce((rest, name) => rest.split(name).join(''), text.replace(/https?:\/\/\S*[^\s.]/g, ''));
  for (const part of [mail.subject, mail.text]) {
    expect(part).toMatch(/[\u0600-\u06ff]/);
    expect(latinLeft(part)).not.toMatch(/[A-Za-z0-9]/);
  }
  for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(link).toMatch(/^https:\/\/mealbox\.example\/ar/);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain(`<title>${mail.subject}</title>`);
}

/** An English mail: no Arabic, no `/ar` link, an HTML part that reads left to right. */
export function expectEnglishMail(mail: MailMessage): void {
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[\u0600-\u06ff]/);
  expect(mail.text).not.toMatch(/\/ar(\/|\b)/);
  expect(mail.html).toContain('<html lang="en" dir="ltr">');
}
