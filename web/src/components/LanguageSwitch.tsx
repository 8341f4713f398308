import { Link } from '@chakra-ui/react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import { createOperationDescriptor, type Environment } from 'relay-runtime';
import useAuthStateQuery from '../__generated__/useAuthStateQuery.graphql.ts';
import { addressIn, type Locale, rememberLanguage, useLocale } from '../i18n/index.ts';

/** Each language named in itself, as a reader of it looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** How long the switch waits for a signed-in customer's choice to be saved before it goes anyway. */
const SAVE_WAIT_MS = 1500;

/** Whether the store already knows a signed-in customer (read without asking the server). */
function isSignedIn(environment: Environment): boolean {
  const { data } = environment.lookup(createOperationDescriptor(useAuthStateQuery, {}).fragment);
  return (data as { me?: unknown } | undefined)?.me != null;
}

/**
 * The link to this page, with its query, in the other language. A whole page load, not a route
 * change: the other language is another catalogue, direction and router basename. The choice is
 * kept in a cookie, which the server's own redirects follow, and on a signed-in customer's profile.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const environment = useRelayEnvironment();
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const href = addressIn(other, pathname, search);
  return (
    <Link
      href={href}
      lang={other}
      hrefLang={other}
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      px="2"
      onClick={(event) => {
        rememberLanguage(other);
        if (!isSignedIn(environment)) return;
        event.preventDefault();
        let gone = false;
        const go = () => {
          if (gone) return;
          gone = true;
          window.location.assign(href);
        };
        window.setTimeout(go, SAVE_WAIT_MS);
        import('./saveLanguage.ts').then(
          ({ saveCustomerLanguage }) => saveCustomerLanguage(environment, other, go),
          go,
        );
      }}
    >
      {NAMES[other]}
    </Link>
  );
}
