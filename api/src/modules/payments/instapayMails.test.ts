import { describe, expect, it } from 'vitest';
import {
  expectArabicMail,
  expectEnglishMail,
  mailApp as app,
  mailCustomer as customer,
  mailWeek as week,
} from '../../../test/mailLanguage.ts';
import type { Language } from '../../shared/rules.ts';
import { instapayVerdictMail } from './instapayMails.ts';

const verdict = (language: Language, outcome: 'confirmed' | 'failed') =>
  instapayVerdictMail(app, { ...customer(language), week, totalPiasters: 129_100, verdict: outcome });

describe("the InstaPay verdict mails in the customer's language", () => {
  it.each(['confirmed', 'failed'] as const)(
    '%s: Arabic for an Arabic reader, English for an English one',
    (outcome) => {
      expectArabicMail(verdict('ar', outcome), ['Mona']);
      expectEnglishMail(verdict('en', outcome));
    },
  );

  it('says the amount and the week in Arabic, and links to the /ar pages', () => {
    expect(verdict('ar', 'confirmed').text).toMatch(
      /تحويلك عبر إنستاباي بقيمة \u200f١٬٢٩١\s+ج\.م\.\u200f لأسبوع ٤–١٠ ديسمبر ٢٠٢٦/,
    );
    expect(verdict('ar', 'failed').text).toContain('اطلب من جديد: https://mealbox.example/ar/meal-plans');
  });

  it('keeps the English ones as they were', () => {
    expect(verdict('en', 'confirmed').subject).toBe('Payment received for your MealBox order (Dec 4-Dec 10, 2026)');
    expect(verdict('en', 'confirmed').text).toContain(
      'We received your InstaPay transfer of EGP 1,291 for the week of Dec 4-Dec 10, 2026. Your order is confirmed.',
    );
    expect(verdict('en', 'failed').subject).toBe('We could not verify your InstaPay payment (Dec 4-Dec 10, 2026)');
    expect(verdict('en', 'failed').text).toContain('Order again: https://mealbox.example/meal-plans');
  });
});
