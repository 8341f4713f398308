// Back-office tables on a 390 px phone: secondary columns give way, and what they held is
// shown under the row's first cell instead, so the actions stay on screen without scrolling.

/** A column (header and cells) shown from the `md` breakpoint up. */
export const wideOnly = { display: { base: 'none', md: 'table-cell' } } as const;

/** Text inside the first cell that stands in for the hidden columns on a phone. */
export const narrowOnly = { display: { base: 'block', md: 'none' } } as const;
