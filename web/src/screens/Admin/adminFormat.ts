/** Dates in the back office's lists: "23 Nov 2026" on Cairo's calendar (the business's time zone). */
const listDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Cairo',
});

export const formatListDate = (instant: string): string => listDate.format(new Date(instant));
