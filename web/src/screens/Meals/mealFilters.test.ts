import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../test/render.tsx';
import { ingredientsExcerpt, splitTags, useMealFormat } from './mealFormat.ts';
import { normalizeSearch, parseMealFilters, withMealFilters } from './mealFilters.ts';

describe('catalogue filters in the URL', () => {
  it('reads search and a known category', () => {
    expect(parseMealFilters(new URLSearchParams('search=%20lentil%20%20soup&category=breakfast'))).toEqual({
      search: 'lentil soup',
      category: 'breakfast',
      withoutAllergens: [],
      diets: [],
    });
  });

  it('ignores an unknown category and a blank search', () => {
    expect(parseMealFilters(new URLSearchParams('search=%20%20&category=brunch'))).toEqual({
      search: null,
      category: null,
      withoutAllergens: [],
      diets: [],
    });
  });

  it('reads "Hide meals with:" and "Only:" lists, unknown values dropped, in the fixed order', () => {
    expect(parseMealFilters(new URLSearchParams('hide=sesame,nuts,gluten&only=vegan,keto'))).toMatchObject({
      withoutAllergens: ['gluten', 'sesame'],
      diets: ['vegan'],
    });
  });

  it('caps the search at the API limit of 100 characters', () => {
    expect(normalizeSearch('x'.repeat(150))).toHaveLength(100);
  });

  it('writes filters and drops empty ones, keeping other parameters', () => {
    const params = new URLSearchParams('utm_source=mail&search=old');
    expect(
      withMealFilters(params, { search: null, category: 'snack', withoutAllergens: [], diets: [] }).toString(),
    ).toBe('utm_source=mail&category=snack');
    expect(
      withMealFilters(params, {
        search: null,
        category: null,
        withoutAllergens: ['gluten', 'tree_nuts'],
        diets: ['vegetarian'],
      }).toString(),
    ).toBe('utm_source=mail&hide=gluten%2Ctree_nuts&only=vegetarian');
  });
});

describe('card helpers', () => {
  it('shows three tags and counts the rest', () => {
    expect(splitTags(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ visible: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(splitTags(['a'], 3)).toEqual({ visible: ['a'], hiddenCount: 0 });
  });

  it('excerpts ingredients', () => {
    expect(ingredientsExcerpt(['Rice', ' ', 'Lentils'])).toBe('Rice, Lentils');
    expect(ingredientsExcerpt(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, d, …');
    expect(ingredientsExcerpt([])).toBe('');
  });

  it('rounds protein to one decimal', () => {
    const { protein } = renderHook(() => useMealFormat(), {
      wrapper: ({ children }) => createElement(I18nProvider, { i18n: i18nFor('en') }, children),
    }).result.current;
    expect(protein(32)).toBe('32 g');
    expect(protein(32.46)).toBe('32.5 g');
  });
});
