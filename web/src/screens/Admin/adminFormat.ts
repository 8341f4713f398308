import { useFormat } from '../../i18n/format.ts';

const LIST_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** Dates in the back office's lists: "23 Nov 2026" on Cairo's calendar (the business's time zone). */
const listDate = new Intl.DateTimeFormat('en-GB', { ...LIST_DATE, timeZone: 'Africa/Cairo' });

export const formatListDate = (instant: string): string => listDate.format(new Date(instant));

/** The same in the page's language: "٢٣ نوفمبر ٢٠٢٦" on an Arabic page. */
export function useListDate(): (instant: string) => string {
  const format = useFormat();
  return (instant) => format.moment(instant, LIST_DATE);
}
