/** Money as the product writes it. (The shared rules: see ../rules.ts.) */

/**
 * Money as every screen, e-mail and page shows it: whole pounds, grouped by thousands, "EGP 1,990".
 * Piasters in, rounded to the pound.
 */
export function formatEgpAmount(piasters: number): string {
  const pounds = Math.round(piasters / 100);
  return `EGP ${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
