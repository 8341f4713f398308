// Allergens and diets as inputs: the admin meal form's and the customer's food profile's lists.
// An unknown value is a field error naming the list's field ("Unknown allergen: nuts"), never
// dropped silently; repeats collapse; the order kept is the fixed list's.
import { z } from 'zod';
import { ALLERGEN_VALUES, DIET_VALUES, type Allergen, type Diet } from '../../shared/rules.ts';

const enumList = <V extends string>(values: readonly V[], what: string) =>
  z
    .array(z.string(`Each ${what} must be text`), `${what[0]!.toUpperCase()}${what.slice(1)}s must be a list`)
    .max(50, `Too many ${what}s`)
    .superRefine((list, ctx) => {
      const unknown = list.filter((value) => !(values as readonly string[]).includes(value));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown ${what}: ${unknown.join(', ')}` });
    })
    .transform((list) => values.filter((value) => list.includes(value)));

/** A list of allergens (the fixed list's values, e.g. `tree_nuts`). */
export const allergenListInput = (): z.ZodType<Allergen[], unknown[]> =>
  enumList(ALLERGEN_VALUES, 'allergen') as unknown as z.ZodType<Allergen[], unknown[]>;
/** A list of diets (`vegetarian`, `high_protein`…). */
export const dietListInput = (): z.ZodType<Diet[], unknown[]> =>
  enumList(DIET_VALUES, 'diet') as unknown as z.ZodType<Diet[], unknown[]>;
