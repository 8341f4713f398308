/** Egyptian mobile numbers, and digits as Arabic readers type them. (The shared rules: see ../rules.ts.) */
import { inEnglish, type Translate } from './messages.ts';

/**
 * Egypt's mobile numbers: +20 and 10 digits starting 10, 11, 12 or 15 (the specification's
 * "1 followed by 9 digits" would let 13… and 14… through).
 */
export const PHONE_COUNTRY_CODE = '+20';
export const PHONE_DIGITS = 10;
export const MOBILE_PREFIXES = ['10', '11', '12', '15'] as const;

export const phoneMessages = {
  /** The specification's text, "(s)" included. */
  moreDigits: (missing: number, t: Translate = inEnglish) => t(/*i18n*/ 'Enter {missing} more digit(s)', { missing }),
  /** A wrong start: says what a right one looks like. */
  invalid: /*i18n*/ 'Egyptian mobile numbers start with 010, 011, 012 or 015',
  tooLong: (extra: number, t: Translate = inEnglish) =>
    t(/*i18n*/ '{extra} digit(s) too many: an Egyptian mobile number is 01 and 9 more digits (e.g. 010 1234 5678)', {
      extra,
    }),
  notDigits: /*i18n*/ 'Use digits only (spaces, dashes and a leading +20 are fine)',
  otherCountry: /*i18n*/ 'Only Egyptian mobile numbers (+20) are accepted',
  valid: /*i18n*/ 'Valid Egyptian mobile number',
} as const;

export type PhoneCheck = { ok: true; e164: string; message: string } | { ok: false; message: string };

/**
 * Digits as Arabic readers may type them, Arabic-Indic (٠١٢…٩) or Eastern Arabic-Indic
 * (۰۱۲…۹, Persian keyboards), as the 0-9 every rule reads. Anything else is left as it is.
 */
export function westernDigits(typed: string): string {
  return typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A number typed as text, in any digits `westernDigits` reads, with `٫` as a decimal point too;
 * `Number`'s answer otherwise (NaN for what is not a number, 0 for blank: callers check blank).
 */
export const typedNumber = (typed: string): number => Number(westernDigits(typed).replace('\u066b', '.'));

/**
 * The digits after +20 in what was typed or pasted, as Egyptians write numbers: `01012345678`,
 * `010 1234 5678`, `010-1234-5678`, `+20 10 1234 5678`, `0020 1012345678`, `201012345678` or
 * `1012345678`. Spaces, dashes, dots and brackets are dropped, then a country code (`+20`, `0020`,
 * or `20` before a 1) and the local trunk `0`. `null` when something other than digits is left, or
 * another country's code. A country code still being typed (`+`, `+2`, `00`) is no digits yet.
 * Arabic-Indic digits count as digits (`westernDigits`).
 */
export function phoneNationalDigits(typed: string): string | null {
  let rest = westernDigits(typed).replace(/[\s\-.()\u00a0]/g, '');
  if (/^(\+|\+2|0{2}|0{2}2)$/.test(rest)) return '';
  if (rest.startsWith('+')) {
    if (!rest.startsWith('+20')) return null;
    rest = rest.slice(3);
  } else if (rest.startsWith('00')) {
    if (!rest.startsWith('0020')) return null;
    rest = rest.slice(4);
  } else if (/^20(1|$)/.test(rest) && rest.length !== PHONE_DIGITS) {
    // "201012345678" pasted without its +; "20" alone may still become it.
    rest = rest.slice(2);
  }
  rest = rest.replace(/^0(?=1|$)/, '');
  return /^\d*$/.test(rest) ? rest : null;
}

/**
 * Checks a mobile number however it is typed (see `phoneNationalDigits`), and says exactly what
 * is wrong: a wrong start as soon as it is typed, the digits still missing, the digits too many.
 * `e164` is what is stored: `+201XXXXXXXXX` (prefixes 10, 11, 12, 15).
 */
export function checkPhone(typed: string, t: Translate = inEnglish): PhoneCheck {
  const stripped = typed.replace(/[\s\-.()\u00a0]/g, '');
  const digits = phoneNationalDigits(typed);
  if (digits === null) {
    const otherCountry = /^(\+|00)/.test(stripped) && /^[+\d]+$/.test(stripped);
    return { ok: false, message: t(otherCountry ? phoneMessages.otherCountry : phoneMessages.notDigits) };
  }
  const prefixes: readonly string[] = MOBILE_PREFIXES;
  const badStart =
    (digits.length >= 1 && digits[0] !== '1') || (digits.length >= 2 && !prefixes.includes(digits.slice(0, 2)));
  if (badStart) return { ok: false, message: t(phoneMessages.invalid) };
  if (digits.length > PHONE_DIGITS)
    return { ok: false, message: phoneMessages.tooLong(digits.length - PHONE_DIGITS, t) };
  if (digits.length < PHONE_DIGITS)
    return { ok: false, message: phoneMessages.moreDigits(PHONE_DIGITS - digits.length, t) };
  return { ok: true, e164: `${PHONE_COUNTRY_CODE}${digits}`, message: t(phoneMessages.valid) };
}
