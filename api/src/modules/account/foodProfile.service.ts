// The customer's food profile: allergens they avoid, diets they follow, ingredients
// they dislike. The menu warns about a meal that breaks it; the chef's choice never picks one
// (subscriptions/engine.service.ts reads the same columns).

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  DISLIKED_INGREDIENT_MAX_LENGTH,
  DISLIKED_INGREDIENTS_MAX,
  normalizeIngredientTag,
  normalizeIngredientTags,
} from '../../shared/rules.ts';
import { allergenListInput, dietListInput } from '../catalog/index.ts';

export const foodProfileSelect = { avoidAllergens: true, followDiets: true, dislikedIngredients: true } as const;

const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code < 0xa0);
  });

const dislikedInput = z
  .array(z.string('Each disliked ingredient must be text'), 'Disliked ingredients must be a list')
  .superRefine((tags, ctx) => {
    for (const tag of tags) {
      if (hasControl(tag)) ctx.addIssue({ code: 'custom', message: 'A disliked ingredient has a control character' });
      else if (normalizeIngredientTag(tag).length > DISLIKED_INGREDIENT_MAX_LENGTH)
        ctx.addIssue({
          code: 'custom',
          message: `A disliked ingredient is at most ${DISLIKED_INGREDIENT_MAX_LENGTH} characters`,
        });
    }
  })
  .transform(normalizeIngredientTags)
  .refine(
    (tags) => tags.length <= DISLIKED_INGREDIENTS_MAX,
    `At most ${DISLIKED_INGREDIENTS_MAX} disliked ingredients`,
  );

/** Left out or null: that list stays as it is. */
const kept = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? undefined, schema.optional());

const foodProfileInput = z.object({
  avoidAllergens: kept(allergenListInput()),
  followDiets: kept(dietListInput()),
  dislikedIngredients: kept(dislikedInput),
});

export type FoodProfileRow = { avoidAllergens: string[]; followDiets: string[]; dislikedIngredients: string[] };

export function getFoodProfile(app: AppContext, customerId: number): Promise<FoodProfileRow> {
  return app.prisma.customer.findUniqueOrThrow({ where: { id: customerId }, select: foodProfileSelect });
}

/**
 * Changes the customer's food profile: only the lists given change, each replaced whole. A bad
 * value (an unknown allergen or diet, a tag too long or with control characters, too many tags)
 * is a field error and nothing changes.
 */
export async function updateFoodProfile(app: AppContext, customerId: number, input: unknown): Promise<FoodProfileRow> {
  const data = parseInput(foodProfileInput, input);
  return app.prisma.customer.update({ where: { id: customerId }, data, select: foodProfileSelect });
}
