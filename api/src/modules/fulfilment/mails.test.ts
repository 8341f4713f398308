import { describe, expect, it } from 'vitest';
import {
  expectArabicMail,
  expectEnglishMail,
  mailApp as app,
  mailCustomer as customer,
  mailWeek as week,
} from '../../../test/mailLanguage.ts';
import { deliveredMail } from './mails.ts';

describe("the delivered mail in the customer's language", () => {
  it('is Arabic for an Arabic reader, its count agreeing with its noun', () => {
    const mail = deliveredMail(app, { ...customer('ar'), week, mealCount: 10, orderId: 42 });
    expectArabicMail(mail, ['Mona']);
    expect(mail.subject).toBe('تم توصيل طلبك من MealBox لأسبوع ٤–١٠ ديسمبر ٢٠٢٦');
    expect(mail.text).toContain('صندوقك الذي يضم ١٠ وجبات لأسبوع');
    expect(deliveredMail(app, { ...customer('ar'), week, mealCount: 11, orderId: 42 }).text).toContain(
      'يضم ١١ وجبة لأسبوع',
    );
    expect(mail.text).toContain('طلباتك: https://mealbox.example/ar/account');
    expect(mail.text).toContain('قيّم وجباتك: https://mealbox.example/ar/account?tab=history&rate=42');
  });

  it("links to the order's ratings in Order History", () => {
    const mail = deliveredMail(app, { ...customer('en'), week, mealCount: 10, orderId: 42 });
    expectEnglishMail(mail);
    expect(mail.subject).toBe('Your MealBox order for Dec 4-Dec 10, 2026 has been delivered');
    expect(mail.text).toBe(
      [
        'Hello Mona,',
        '',
        'Your box of 10 meals for the week of Dec 4-Dec 10, 2026 has been delivered. Enjoy!',
        '',
        'How was it? Rate your meals: https://mealbox.example/account?tab=history&rate=42',
        '',
        'Your orders: https://mealbox.example/account',
        '',
        'MealBox',
      ].join('\n'),
    );
  });
});
