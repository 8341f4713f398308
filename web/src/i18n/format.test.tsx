import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../test/render.tsx';
import { SLOT_LABELS, useLabels } from '../lib/labels.ts';
import { addressIn, localeOfPath } from './index.ts';
import { formatFor } from './format.ts';
import type { Locale } from './index.ts';

const week = { label: 'Dec 4-Dec 10, 2026', startDate: '2026-12-04', endDate: '2026-12-10' };

describe('formats in the page’s language', () => {
  it('writes English as the product always has', () => {
    const format = formatFor('en');
    expect(format.money(129_100)).toBe('EGP 1,291');
    expect(format.week(week)).toBe('Dec 4-Dec 10, 2026');
  });

  it('writes Arabic with ar-EG digits, its currency, Arabic month names and Cairo’s time', () => {
    const format = formatFor('ar');
    expect(format.money(129_100)).toBe('\u200f١٬٢٩١\u00a0ج.م.\u200f');
    expect(format.number(15)).toBe('١٥');
    expect(format.week(week)).toBe('٤–١٠ ديسمبر ٢٠٢٦');
    // 23:30 UTC on 3 December is already Friday 4 December in Cairo.
    expect(format.moment('2026-12-03T23:30:00Z', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'الجمعة، ٤ ديسمبر',
    );
  });
});

describe('labels and counts', () => {
  const labelsIn = (locale: Locale) =>
    renderHook(() => useLabels(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>
      ),
    }).result.current;

  it('follow Arabic’s plural forms: one, two, few (3-10), many (11-99)', () => {
    const { mealCount, labelOf } = labelsIn('ar');
    expect([1, 2, 3, 10, 11, 15].map(mealCount)).toEqual([
      'وجبة واحدة',
      'وجبتان',
      '٣ وجبات',
      '١٠ وجبات',
      '١١ وجبة',
      '١٥ وجبة',
    ]);
    expect(labelOf(SLOT_LABELS, 'evening')).toBe('مساءً');
    expect(labelOf(SLOT_LABELS, null)).toBe('—');
  });

  it('stay as they were in English', () => {
    const { mealCount, mealCountOptions } = labelsIn('en');
    expect(mealCount(1)).toBe('1 meal');
    expect(mealCountOptions()[0]).toEqual({ value: '4', label: '4 meals' });
  });
});

describe('texts from outside the catalogue', () => {
  it('show as they came, braces and all, without a warning; catalogue messages still translate', () => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = i18nFor('ar');
    expect(i18n._('Order 12 is {not} a message')).toBe('Order 12 is {not} a message');
    expect(i18n._('Login')).toBe('تسجيل الدخول');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('addresses', () => {
  it('puts a page and its query under /ar and back', () => {
    expect(addressIn('ar', '/', '')).toBe('/ar');
    expect(addressIn('ar', '/meals', '?search=koshari')).toBe('/ar/meals?search=koshari');
    expect(addressIn('en', '/ar/meals', '?search=koshari')).toBe('/meals?search=koshari');
    expect(addressIn('en', '/ar')).toBe('/');
    expect(localeOfPath('/ar/checkout')).toBe('ar');
    expect(localeOfPath('/arabic-food')).toBe('en');
  });
});
