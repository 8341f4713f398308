/**
 * Where the public site header shows, per the specification: hidden on the landing page and
 * throughout the ordering funnel (/meal-plans, /menu, /auth, /checkout and their sub-paths),
 * which have their own progress header; shown everywhere else, including the admin area
 * (where it becomes the admin header) and the not-found page.
 */
const FUNNEL_PREFIXES = ['/meal-plans', '/menu', '/auth', '/checkout'] as const;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

export function isSiteHeaderHidden(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/' || FUNNEL_PREFIXES.some((prefix) => isUnder(path, prefix));
}

/** Any path beginning with /admin is the admin area (admin specification, section 2). */
export function isAdminArea(pathname: string): boolean {
  return isUnder(normalize(pathname), '/admin');
}

/** On checkout the logo is inert, so a click cannot abandon a payment half-way. */
export function isLogoInert(pathname: string): boolean {
  return isUnder(normalize(pathname), '/checkout');
}
