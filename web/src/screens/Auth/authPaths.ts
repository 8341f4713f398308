/**
 * Where /auth sends people, from its query string (tab, skip_progress, returnTo,
 * fromSelection, weekId, mealCount, portionSize).
 */

/** Only same-site paths: "//evil.example" and "https://…" would leave the site. */
export function safeReturnTo(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

/** The menu a visitor came from when their selection sent them here. */
export function selectionMenuPath(params: URLSearchParams): string | null {
  if (params.get('fromSelection') !== 'true') return null;
  const weekId = params.get('weekId');
  const mealCount = params.get('mealCount');
  const portionSize = params.get('portionSize');
  if (!weekId || !mealCount || !portionSize) return null;
  const query = new URLSearchParams({ fromPlan: 'true', mealCount, portionSize });
  return `/menu/${encodeURIComponent(weekId)}?${query.toString()}`;
}

/** Pages that send a signed-out visitor straight back to /auth: "Back" there would loop. */
const SIGNED_IN_ONLY = ['/account', '/checkout'];

/** "Back to Menu": the selection's menu, else returnTo, else /menu/current. */
export function backToMenuPath(params: URLSearchParams): string {
  const fromSelection = selectionMenuPath(params);
  if (fromSelection) return fromSelection;
  const returnTo = safeReturnTo(params.get('returnTo'));
  if (
    returnTo &&
    !SIGNED_IN_ONLY.some(
      (path) => returnTo === path || returnTo.startsWith(`${path}?`) || returnTo.startsWith(`${path}/`),
    )
  ) {
    return returnTo;
  }
  return '/menu/current';
}

/** After signing in without a stored selection: returnTo, else the account. */
export function afterSignInPath(params: URLSearchParams): string {
  return safeReturnTo(params.get('returnTo')) ?? '/account';
}
