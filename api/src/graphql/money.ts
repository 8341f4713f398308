import { formatEgp, toPounds } from '../lib/money.ts';
import { builder } from './builder.ts';

/** An amount of Egyptian pounds. Stored in piasters; shown as whole pounds. */
export const MoneyRef = builder.objectRef<number>('Money').implement({
  fields: (t) => ({
    piasters: t.int({ resolve: (amount) => amount }),
    pounds: t.int({ description: 'Rounded to whole pounds.', resolve: (amount) => toPounds(amount) }),
    formatted: t.string({
      description: 'e.g. "EGP 1,990" (whole pounds, grouped).',
      resolve: (amount) => formatEgp(amount),
    }),
  }),
});
