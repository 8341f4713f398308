import { useLingui } from '@lingui/react';
import { noticeIn, selectionNotices, type Notice } from '@rules';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useLabels } from '../../lib/labels.ts';
import type { Pick } from './selectionRules.ts';
import { translatorOf } from '../../i18n/index.ts';

/**
 * The menu's notices in the page's language: the shared rules' (`selectionNotices`) through the
 * catalogue, and the menu's own (dropped picks, restored selection).
 */
export function useSelectionNotices() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { mealCount: meals } = useLabels();
  return useMemo(() => {
    const listSeparator = format.locale === 'ar' ? '، ' : ', ';
    const t = translatorOf(i18n);
    return {
      tooMany: (count: number): Notice => selectionNotices.tooMany(count, t),
      incomplete: (count: number): Notice => selectionNotices.incomplete(count, t),
      portionsRequired: (): Notice => noticeIn(selectionNotices.portionsRequired, t),
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
