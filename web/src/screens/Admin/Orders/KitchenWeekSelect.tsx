import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router-dom';
import { useFormat } from '../../../i18n/format.ts';
import type { KitchenWeekSelectQuery } from '../../../__generated__/KitchenWeekSelectQuery.graphql.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';

/** Today on Cairo's calendar, as YYYY-MM-DD. */
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/** The weeks of the kitchen pages' Week select; AdminRoutes starts it with the page. */
export const kitchenWeekSelectQuery = graphql`
  query KitchenWeekSelectQuery @preloadable {
    weeks {
      id
      label
      startDate
      endDate
      deliveryDate
    }
  }
`;

/**
 * The kitchen pages' week (`?week=`, a Week global id): the weeks not over yet, defaulting to
 * the next one to be delivered, and a setter that keeps the rest of the URL.
 */
export function useKitchenWeek(queryRef: PreloadedQuery<KitchenWeekSelectQuery>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { weeks } = usePreloadedQuery<KitchenWeekSelectQuery>(kitchenWeekSelectQuery, queryRef);
  const today = cairoToday();
  const fallback = weeks.find((week) => String(week.deliveryDate) >= today) ?? weeks[0];
  const weekId = searchParams.get('week') ?? fallback?.id ?? null;
  const setParam = (name: string, value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { weeks, weekId, setWeek: (id: string) => setParam('week', id), setParam, searchParams };
}

/** A week read from the API, its dates as the format wants them. */
export const weekDates = (week: { label: string; startDate: unknown; endDate: unknown }) => ({
  label: week.label,
  startDate: String(week.startDate),
  endDate: String(week.endDate),
});

/** The control labelled Week; its options read like the API's week labels. */
export function KitchenWeekSelect({
  weeks,
  weekId,
  onChange,
}: {
  weeks: readonly { id: string; label: string; startDate: unknown; endDate: unknown }[];
  weekId: string | null;
  onChange: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const known = weeks.some((week) => week.id === weekId);
  return (
    <SelectField
      label={i18n._('Week')}
      maxW="xs"
      data-print="hide"
      size="sm"
      value={weekId ?? ''}
      onChange={onChange}
      options={[
        ...(!known && weekId ? [{ value: weekId, label: i18n._('Another week') }] : []),
        ...weeks.map((week) => ({ value: week.id, label: format.week(weekDates(week)) })),
      ]}
    />
  );
}
