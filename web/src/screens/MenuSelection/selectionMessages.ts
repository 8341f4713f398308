import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useLabels } from '../../lib/labels.ts';
import type { Pick } from './selectionRules.ts';

interface Notice {
  title: string;
  description: string;
}

/**
 * The menu's notices in the page's language. The shared rules (`selectionNotices`) write them in
 * English with the count inside; here the count is a placeholder, so Arabic gets its plural forms
 * and its digits. The English reads exactly as the rules' does.
 */
export function useSelectionNotices() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { mealCount: meals } = useLabels();
  return useMemo(() => {
    const listSeparator = format.locale === 'ar' ? '، ' : ', ';
    return {
      tooMany: (count: number): Notice => ({
        title: i18n._('Maximum meals reached'),
        description: i18n._('You have already selected {meals}. Remove a meal to add a different one.', {
          meals: meals(count),
        }),
      }),
      incomplete: (count: number): Notice => ({
        title: i18n._('Incomplete Selection'),
        description: i18n._('Please select all {meals} before proceeding to checkout.', { meals: meals(count) }),
      }),
      portionsRequired: (): Notice => ({
        title: i18n._('Portion sizes required'),
        description: i18n._('Please choose Standard or Large for every selected meal.'),
      }),
      /** "Dropped to fit 4 meals: Koshari, Molokhia ×2." (titles in pick order, repeats counted). */
      dropped: (dropped: readonly Pick[], count: number, titles: ReadonlyMap<string, string>): Notice => {
        const counts = new Map<string, number>();
        for (const pick of dropped) counts.set(pick.mealId, (counts.get(pick.mealId) ?? 0) + 1);
        const names = [...counts].map(
          ([id, n]) => `${titles.get(id) ?? i18n._('A meal')}${n > 1 ? ` ×${format.number(n)}` : ''}`,
        );
        return {
          title: i18n._('{count} meal(s) removed', { count: dropped.length }),
          description: i18n._('Your plan is now {meals}, so these picks were removed: {names}.', {
            meals: meals(count),
            names: names.join(listSeparator),
          }),
        };
      },
      restored: (): Notice => ({
        title: i18n._('Selections Restored'),
        description: i18n._('Your previous meal selections have been restored.'),
      }),
    };
  }, [i18n, format, meals]);
}
