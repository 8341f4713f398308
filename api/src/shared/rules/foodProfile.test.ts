import { describe, expect, it } from 'vitest';
import { Allergen as PrismaAllergen, Diet as PrismaDiet } from '../../generated/prisma/enums.ts';
import {
  ALLERGEN_VALUES,
  ALLERGENS,
  allergenLabel,
  conflictQuestion,
  DIET_VALUES,
  DIETS,
  foodConflicts,
  mentionsIngredient,
  normalizeIngredientTags,
  pickedForYou,
} from '../rules.ts';

describe('allergens and diets', () => {
  it('are the database enums, each labelled in English and Arabic', () => {
    expect([...ALLERGEN_VALUES]).toEqual(Object.values(PrismaAllergen));
    expect([...DIET_VALUES]).toEqual(Object.values(PrismaDiet));
    expect(ALLERGENS.map((entry) => entry.value)).toEqual([...ALLERGEN_VALUES]);
    expect(DIETS.map((entry) => entry.value)).toEqual([...DIET_VALUES]);
    for (const entry of [...ALLERGENS, ...DIETS]) {
      expect(entry.en).not.toBe('');
      expect(entry.ar).toMatch(/[\u0600-\u06ff]/);
    }
    expect(allergenLabel('tree_nuts', 'ar')).toBe('المكسرات');
  });
});

describe('the food profile rule', () => {
  const meal = {
    allergens: ['sesame', 'gluten'],
    diets: ['vegan', 'vegetarian'],
    ingredients: 'Aubergine, tahini, eggplant',
  };

  it('names each conflict: an avoided allergen, a diet not fitted, a disliked ingredient', () => {
    expect(
      foodConflicts(
        { avoidAllergens: ['sesame', 'fish'], followDiets: ['high_protein'], dislikedIngredients: ['aubergine'] },
        meal,
      ),
    ).toEqual([
      { kind: 'allergen', value: 'sesame' },
      { kind: 'diet', value: 'high_protein' },
      { kind: 'ingredient', value: 'aubergine' },
    ]);
    expect(foodConflicts({ avoidAllergens: [], followDiets: ['vegan'], dislikedIngredients: [] }, meal)).toEqual([]);
  });

  it('matches a disliked ingredient as a whole word, plurals included', () => {
    expect(mentionsIngredient('Egg, spinach', 'egg')).toBe(true);
    expect(mentionsIngredient('Eggs, spinach', 'egg')).toBe(true);
    expect(mentionsIngredient('Eggplant, spinach', 'egg')).toBe(false);
    expect(mentionsIngredient('Molokhia (jute leaves), chicken', 'jute leaves')).toBe(true);
  });

  it('normalises tags: trimmed, spaces collapsed, lower-cased, repeats and empties dropped', () => {
    expect(normalizeIngredientTags(['  Green   Pepper ', 'green pepper', '', 'OKRA'])).toEqual([
      'green pepper',
      'okra',
    ]);
  });

  it('asks before adding, and says why the chef picked, in both languages', () => {
    const question = conflictQuestion({ kind: 'allergen', value: 'sesame' });
    expect(question).toEqual({
      message: 'Contains {allergen}, which you avoid. Add it anyway?',
      values: { allergen: 'sesame' },
    });
    expect(pickedForYou(['diet:high_protein', 'not_recent'])).toBe(
      'picked for you: high protein, not eaten in the last 2 weeks',
    );
    expect(pickedForYou(['diet:high_protein', 'not_recent'], 'ar')).toBe(
      'اخترناها لك: غني بالبروتين، لم تتناوله خلال آخر أسبوعين',
    );
    expect(pickedForYou(['rated:5', 'not_recent'])).toBe(
      'picked for you: you rated it 5 stars, not eaten in the last 2 weeks',
    );
    expect(pickedForYou(['well_rated'])).toBe('picked for you: well rated by our customers');
    expect(pickedForYou(['rated:4', 'well_rated'], 'ar')).toBe(
      'اخترناها لك: قيّمتها بـ 4 نجوم، تقييمها مرتفع لدى عملائنا',
    );
    expect(pickedForYou([])).toBe('');
  });
});
