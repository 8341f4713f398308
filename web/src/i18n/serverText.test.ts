import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/render.tsx';

/** The server's English answers as an Arabic page shows them (`i18n._(message)`, as the screens do). */
const onArabicPage = (text: string) => i18nFor('ar')._(text);

describe("the server's messages on an Arabic page", () => {
  it('translates a fixed one: a passed deadline, a wrong invitation code, a subscription already running', () => {
    expect(onArabicPage('Order deadline has passed. You can no longer modify this order.')).toBe(
      'انتهى الموعد النهائي للطلب. لم يعد بإمكانك تعديل هذا الطلب.',
    );
    expect(onArabicPage('This invitation code is not valid or has no places left.')).toBe(
      'رمز الدعوة هذا غير صالح أو لم تعد به أماكن متاحة.',
    );
    expect(onArabicPage('You already have an active subscription.')).toBe('لديك اشتراك نشط بالفعل.');
  });

  it('recognises one filled in with its values and says it again, plurals and digits in Arabic', () => {
    expect(onArabicPage('Too many attempts. Please try again in 3 minute(s).')).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد ٣ دقائق.',
    );
    expect(onArabicPage('Too many attempts. Please try again in 1 minute(s).')).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.',
    );
    expect(onArabicPage('Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer.')).toBe(
      'يمكن تخطّي أسبوعين قادمين فقط الآن. اختر أسبوعين أو أقل.',
    );
    expect(onArabicPage("Meal 42 is not on this week's menu. Please choose meals from the menu.")).toBe(
      'إحدى الوجبات التي اخترتها لم تعد في قائمة هذا الأسبوع (رقم ٤٢). من فضلك اختر وجباتك من القائمة.',
    );
    // A value that is a name stays as it was written.
    expect(onArabicPage("We don't deliver to New Cairo yet. Please choose one of our delivery areas.")).toMatch(
      /New Cairo/,
    );
    expect(onArabicPage("We don't deliver to New Cairo yet. Please choose one of our delivery areas.")).toMatch(
      /[\u0600-\u06ff]/,
    );
  });

  it('says a notice ("Title: description") part by part', () => {
    expect(onArabicPage('Wrong number of meals: Please select exactly 6 meals before saving.')).toBe(
      `${onArabicPage('Wrong number of meals')}: ${i18nFor('ar')._('Please select exactly {mealCount} meals before saving.', { mealCount: 6 })}`,
    );
    expect(onArabicPage('Wrong number of meals: Please select exactly 6 meals before saving.')).not.toMatch(/[A-Za-z]/);
  });

  it('shows any other text as it came, and English pages the English', () => {
    expect(onArabicPage('Koshari Bowl')).toBe('Koshari Bowl');
    expect(onArabicPage('Fresh meals: every week')).toBe('Fresh meals: every week');
    expect(i18nFor('en')._('Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer.')).toBe(
      'Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer.',
    );
  });
});
