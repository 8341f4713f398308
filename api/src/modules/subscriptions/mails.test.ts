import { describe, expect, it } from 'vitest';
import {
  expectArabicMail,
  expectEnglishMail,
  mailApp as app,
  mailCustomer as customer,
  mailWeek as week,
} from '../../../test/mailLanguage.ts';
import type { Language } from '../../shared/rules.ts';
import { lockedMail, paymentFailedMail, reminderMail } from './mails.ts';

const reminder = (language: Language) =>
  reminderMail(app, {
    ...customer(language),
    weekId: 7,
    week,
    orderDeadline: new Date('2026-12-01T20:00:00Z'),
    mealCount: 10,
    picked: 3,
  });
const card = { brand: 'Visa', last4: '4242' };
const locked = (language: Language) =>
  lockedMail(app, {
    ...customer(language),
    week,
    deliveryDate: new Date('2026-12-04'),
    meals: [
      { title: 'Koshari Bowl', portionSize: 'standard', chefsChoice: false },
      { title: 'Molokhia Chicken', portionSize: 'large', chefsChoice: true },
    ],
    totalPiasters: 129_100,
    card,
  });
const failed = (language: Language, withCard = true) =>
  paymentFailedMail(app, {
    ...customer(language),
    week,
    totalPiasters: 129_100,
    card: withCard ? card : null,
    reason: 'Insufficient funds',
  });

const DATA = ['Mona', 'Koshari Bowl', 'Molokhia Chicken', 'Visa', '4242', 'Insufficient funds'];

describe("the engine's mails in the customer's language", () => {
  it.each([
    ['reminder', reminder],
    ['locked', locked],
    ['payment failed', failed],
    ['payment failed, no card', (language: Language) => failed(language, false)],
  ])('%s: Arabic for an Arabic reader, English for an English one', (_name, mail) => {
    expectArabicMail(mail('ar'), DATA);
    expectEnglishMail(mail('en'));
  });

  it('keeps the English texts as they were', () => {
    expect(reminder('en')).toMatchObject({
      to: 'mona@example.com',
      subject: 'Choose your meals for Dec 4-Dec 10, 2026',
      text: [
        'Hello Mona,',
        '',
        'You have picked 3 of your 10 meals for the week of Dec 4-Dec 10, 2026.',
        'Choose the rest before Tuesday 1 December 2026 at 22:00 (Cairo time); after that our chef picks them for you and your saved card is charged.',
        '',
        'Choose your meals: https://mealbox.example/account?week=7',
        '',
        'MealBox',
      ].join('\n'),
    });
    expect(locked('en').subject).toBe('Your MealBox order for Dec 4-Dec 10, 2026 is locked');
    expect(locked('en').text).toBe(
      [
        'Hello Mona,',
        '',
        'Your order for the week of Dec 4-Dec 10, 2026 is locked and will be delivered on Friday 4 December 2026.',
        '',
        '- Koshari Bowl (standard)',
        "- Molokhia Chicken (large) — chef's choice",
        '',
        'Total: EGP 1,291, charged to Visa ending 4242.',
        '',
        'MealBox',
      ].join('\n'),
    );
    expect(failed('en').subject).toBe('Payment failed for your MealBox order for Dec 4-Dec 10, 2026');
    expect(failed('en').text).toContain(
      'We could not charge EGP 1,291 to Visa ending 4242 for the week of Dec 4-Dec 10, 2026 (Insufficient funds).',
    );
    expect(failed('en', false).text).toContain(
      'We could not charge EGP 1,291 for the week of Dec 4-Dec 10, 2026: there is no saved card on your subscription.',
    );
  });

  it('writes Arabic weeks, deadlines, days, counts and money as the Arabic pages do, linking to /ar', () => {
    const arabic = reminder('ar');
    expect(arabic.subject).toBe('اختر وجباتك لأسبوع ٤–١٠ ديسمبر ٢٠٢٦');
    expect(arabic.text).toContain('اخترت ٣ من أصل ١٠ وجبات لأسبوع ٤–١٠ ديسمبر ٢٠٢٦.');
    // The deadline in Cairo's time (22:00 there), with its weekday.
    expect(arabic.text).toMatch(/قبل الثلاثاء، ١ ديسمبر ٢٠٢٦ في ١٠:٠٠\s?م \(بتوقيت القاهرة\)/);
    expect(arabic.text).toContain('اختر وجباتك: https://mealbox.example/ar/account?week=7');
    const box = locked('ar').text;
    expect(box).toContain('وسيصلك يوم الجمعة، ٤ ديسمبر ٢٠٢٦.');
    expect(box).toContain('- Koshari Bowl (حصة عادية)\n- Molokhia Chicken (حصة كبيرة) — من اختيار الشيف');
    expect(box).toMatch(/الإجمالي: \u200f١٬٢٩١\s+ج\.م\.\u200f، يُخصم من بطاقة Visa المنتهية بـ 4242\./);
    expect(failed('ar').text).toContain('https://mealbox.example/ar/account?tab=subscription');
  });
});
