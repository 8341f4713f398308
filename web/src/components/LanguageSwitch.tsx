import { Link } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { addressIn, LANGUAGE_COOKIE, type Locale, useLocale } from '../i18n/index.ts';

/** Each language named in itself, as a reader of it looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The link to this page, with its query, in the other language. A whole page load, not a route
 * change: the other language is another catalogue, direction and router basename. The choice is
 * kept in a cookie, which the server's own redirects follow.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      href={addressIn(other, pathname, search)}
      lang={other}
      hrefLang={other}
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      px="2"
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
      }}
    >
      {NAMES[other]}
    </Link>
  );
}
