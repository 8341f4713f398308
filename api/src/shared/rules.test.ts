import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  checkPhone,
  phoneNationalDigits,
  westernDigits,
  typedNumber,
  inEnglish,
  type Translate,
  generateInvitationCode,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  isValidMealCount,
  MAX_MEALS,
  mealCountChoices,
  MIN_MEALS,
  noticeText,
  passwordLengthProblem,
  PLAN_MEAL_COUNTS,
  selectionNotices,
} from './rules.ts';

describe('meal counts', () => {
  it('a box holds 4 to 15 whole meals', () => {
    expect([MIN_MEALS, MAX_MEALS]).toEqual([4, 15]);
    expect(mealCountChoices()).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const bad of [3, 16, 4.5, Number.NaN]) expect(isValidMealCount(bad)).toBe(false);
  });

  it('the plan page offers 4, 6, 8, 10, 12 and 14, all valid boxes', () => {
    expect(PLAN_MEAL_COUNTS).toEqual([4, 6, 8, 10, 12, 14]);
    expect(PLAN_MEAL_COUNTS.every(isValidMealCount)).toBe(true);
  });

  it('words the selection notices as the specification does, and as one sentence for the API', () => {
    expect(noticeText(selectionNotices.tooMany(6))).toBe(
      'Maximum meals reached: You have already selected 6 meals. Remove a meal to add a different one.',
    );
    expect(noticeText(selectionNotices.incomplete(10))).toBe(
      'Incomplete Selection: Please select all 10 meals before proceeding to checkout.',
    );
    expect(noticeText(selectionNotices.wrongCount(4))).toBe(
      'Wrong number of meals: Please select exactly 4 meals before saving.',
    );
  });
});

describe('passwords', () => {
  it('needs at least 6 characters and at most 256', () => {
    expect(passwordLengthProblem('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordLengthProblem('123456')).toBeNull();
    expect(passwordLengthProblem('x'.repeat(256))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(257))).toBe(accountMessages.passwordTooLong);
  });
});

describe('Egyptian mobile numbers', () => {
  it.each([
    ['1012345678', '+201012345678'],
    ['1112345678', '+201112345678'],
    ['1212345678', '+201212345678'],
    ['1512345678', '+201512345678'],
    ['01012345678', '+201012345678'],
    ['010 1234 5678', '+201012345678'],
    ['010-1234-5678', '+201012345678'],
    ['+201012345678', '+201012345678'],
    ['+20 10 1234 5678', '+201012345678'],
    ['+20 (0)10 1234 5678', '+201012345678'],
    ['00201012345678', '+201012345678'],
    ['0020 101 234 5678', '+201012345678'],
    ['201012345678', '+201012345678'],
    ['+20 15-1234-5678', '+201512345678'],
  ])('accepts %s as %s', (typed, e164) => {
    expect(checkPhone(typed)).toEqual({ ok: true, e164, message: 'Valid Egyptian mobile number' });
  });

  it.each([
    ['', 'Enter 10 more digit(s)'],
    ['0', 'Enter 10 more digit(s)'],
    ['+2', 'Enter 10 more digit(s)'],
    ['+20', 'Enter 10 more digit(s)'],
    ['1', 'Enter 9 more digit(s)'],
    ['010', 'Enter 8 more digit(s)'],
    ['101234567', 'Enter 1 more digit(s)'],
    ['0101234567', 'Enter 1 more digit(s)'],
  ])('asks for the digits still missing after %j', (typed, message) => {
    expect(checkPhone(typed)).toEqual({ ok: false, message });
  });

  it.each(['2012345678', '1312345678', '1412345678', '0131234567', '13', '02 2735 0000'])(
    'refuses %s: not a mobile prefix',
    (typed) => {
      expect(checkPhone(typed)).toEqual({
        ok: false,
        message: 'Egyptian mobile numbers start with 010, 011, 012 or 015',
      });
    },
  );

  it('says how many digits are too many', () => {
    expect(checkPhone('10123456789')).toEqual({
      ok: false,
      message: '1 digit(s) too many: an Egyptian mobile number is 01 and 9 more digits (e.g. 010 1234 5678)',
    });
    expect(checkPhone('010123456789')).toMatchObject({ ok: false, message: expect.stringMatching(/^1 digit/) });
  });

  it('refuses letters and other countries with their own message', () => {
    expect(checkPhone('10abc45678')).toEqual({
      ok: false,
      message: 'Use digits only (spaces, dashes and a leading +20 are fine)',
    });
    expect(checkPhone('+971501234567')).toEqual({
      ok: false,
      message: 'Only Egyptian mobile numbers (+20) are accepted',
    });
    expect(checkPhone('00971501234567')).toMatchObject({ message: 'Only Egyptian mobile numbers (+20) are accepted' });
  });

  it('accepts the number in Arabic-Indic and Eastern Arabic-Indic digits, as typed on an Arabic keyboard', () => {
    for (const typed of ['١٠١٢٣٤٥٦٧٨', '٠١٠١٢٣٤٥٦٧٨', '+٢٠ ١٠ ١٢٣٤ ٥٦٧٨', '۰۱۰۱۲۳۴۵۶۷۸', '010 ١٢٣٤ ٥٦٧٨'])
      expect(checkPhone(typed), typed).toEqual({
        ok: true,
        e164: '+201012345678',
        message: 'Valid Egyptian mobile number',
      });
    expect(checkPhone('١٣١٢٣٤٥٦٧٨')).toMatchObject({ ok: false, message: expect.stringMatching(/start with 010/) });
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 42')).toBe('0123456789 0123456789 42');
    // Prices and counts typed in the back office: Arabic-Indic digits and the Arabic decimal point.
    expect([typedNumber('٢٤٩'), typedNumber('۱۵'), typedNumber('١٢٫٥'), typedNumber('12')]).toEqual([
      249, 15, 12.5, 12,
    ]);
    expect(typedNumber('١٢ج')).toBeNaN();
  });

  it('says it in the language of the translator it is given, English by default', () => {
    const seen: [string, Record<string, string | number> | undefined][] = [];
    const t: Translate = (message, values) => {
      seen.push([message, values]);
      return `«${message}»`;
    };
    expect(checkPhone('010', t)).toEqual({ ok: false, message: '«Enter {missing} more digit(s)»' });
    expect(seen).toEqual([['Enter {missing} more digit(s)', { missing: 8 }]]);
    expect(checkPhone('1312345678', t).message).toBe('«Egyptian mobile numbers start with 010, 011, 012 or 015»');
    expect(inEnglish('Enter {missing} more digit(s), {unknown}', { missing: 2 })).toBe(
      'Enter 2 more digit(s), {unknown}',
    );
  });

  it('reads the national digits the same way for every form', () => {
    for (const typed of ['01012345678', '+201012345678', '00201012345678', '010 1234 5678', '1012345678'])
      expect(phoneNationalDigits(typed)).toBe('1012345678');
  });
});

describe('generated invitation codes', () => {
  it('are 8 characters from A-Z and 0-9, different each time', () => {
    const codes = Array.from({ length: 200 }, () => generateInvitationCode());
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(INVITATION_CODE_LENGTH).toBe(8);
    expect(INVITATION_CODE_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  });

  it('draws again rather than favour the first letters (bytes 252-255 are skipped)', () => {
    const batches = [
      [252, 253, 254, 255, 0, 1, 2, 3],
      [35, 36, 71, 251, 9, 10, 11, 12],
    ];
    const randomBytes = () => Uint8Array.from(batches.shift()!);
    // 0 → A, 1 → B, …, 35 → 9, 36 → A, 71 → 9, 251 → 251 % 36 = 35 → 9.
    expect(generateInvitationCode(randomBytes)).toBe('ABCD9A99');
  });
});
