import { describe, expect, it } from 'vitest';
import { languageOf, textIn } from './language.ts';

describe("the request's language", () => {
  it('is Arabic only when Accept-Language prefers it to English, else English', () => {
    const cases: [string | undefined, 'en' | 'ar'][] = [
      [undefined, 'en'],
      ['', 'en'],
      ['ar', 'ar'],
      ['ar-EG', 'ar'],
      ['AR-eg,ar;q=0.9', 'ar'],
      ['ar, en;q=0.8', 'ar'],
      ['en, ar;q=0.9', 'en'],
      ['ar;q=0.5, en;q=0.6', 'en'],
      ['en-GB;q=0.4, ar-EG;q=0.7', 'ar'],
      ['fr, ar;q=0.3', 'ar'],
      ['*, ar;q=0.5', 'en'],
      ['ar;q=0', 'en'],
      ['ar;q=nonsense', 'en'],
      ['de, fr', 'en'],
      ['arabic', 'en'],
    ];
    for (const [header, language] of cases) expect(languageOf(header), String(header)).toBe(language);
  });

  it('reads a text in the language, the English when its Arabic is empty (never an empty string)', () => {
    const row = {
      title: 'Koshari',
      titleAr: 'كشري',
      description: 'Rice',
      descriptionAr: '  ',
      tags: ['vegan'],
      tagsAr: [],
    };
    expect(textIn(row, 'title', 'ar')).toBe('كشري');
    expect(textIn(row, 'title', 'en')).toBe('Koshari');
    expect(textIn(row, 'description', 'ar')).toBe('Rice');
    expect(textIn(row, 'tags', 'ar')).toEqual(['vegan']);
    expect(textIn({ ...row, tagsAr: ['نباتي'] }, 'tags', 'ar')).toEqual(['نباتي']);
  });
});
