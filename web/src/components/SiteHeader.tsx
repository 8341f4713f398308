import { Badge, Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate, type RecordSourceSelectorProxy } from 'relay-runtime';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { SiteHeaderAdminLogoutMutation } from '../__generated__/SiteHeaderAdminLogoutMutation.graphql.ts';
import type { SiteHeaderAdminQuery } from '../__generated__/SiteHeaderAdminQuery.graphql.ts';
import type { SiteHeaderCustomerLogoutMutation } from '../__generated__/SiteHeaderCustomerLogoutMutation.graphql.ts';
import type { SiteHeaderCustomerQuery } from '../__generated__/SiteHeaderCustomerQuery.graphql.ts';
import { useGetStarted } from './GetStarted.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { isAdminArea, isSiteHeaderHidden } from './siteHeaderRules.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { notify } from './ui/toaster.tsx';

const customerLogoutMutation = graphql`
  mutation SiteHeaderCustomerLogoutMutation {
    customerLogout {
      success
    }
  }
`;

const adminLogoutMutation = graphql`
  mutation SiteHeaderAdminLogoutMutation {
    adminLogout {
      success
    }
  }
`;

export const LOGIN_PATH = '/auth?tab=login&skip_progress=true';
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The public site header: logo plus the session's actions. Hidden on the landing page and
 * in the ordering funnel (see siteHeaderRules.ts). In the admin area it is the admin header.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  if (isSiteHeaderHidden(pathname)) return null;
  const adminArea = isAdminArea(pathname);
  return <SiteHeaderBar adminArea={adminArea} />;
}

function SiteHeaderBar({ adminArea }: { adminArea: boolean }) {
  const { i18n } = useLingui();
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex as="nav" aria-label={i18n._('Site')} align="center" justify="space-between" gap="3" minH="16">
          {/* Compact on a phone: the admin header has the language switch, the Admin badge and Log Out beside it. */}
          <SiteLogo compact />
          <HStack gap={{ base: '1', sm: '3' }}>
            <LanguageSwitch />
            {/* If the session cannot be read, act as signed out rather than hide the way in. */}
            <ErrorBoundary fallback={adminArea ? null : <VisitorActions />}>
              <Suspense fallback={null}>{adminArea ? <AdminActions /> : <CustomerActions />}</Suspense>
            </ErrorBoundary>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function CustomerActions() {
  const { me } = useLazyLoadQuery<SiteHeaderCustomerQuery>(
    graphql`
      query SiteHeaderCustomerQuery {
        me {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return me ? <SignedInActions /> : <VisitorActions />;
}

function VisitorActions() {
  const { i18n } = useLingui();
  const getStarted = useGetStarted();
  return (
    <HStack gap={{ base: '1', sm: '3' }}>
      <Button asChild variant="ghost" size={{ base: 'sm', sm: 'md' }}>
        <RouterLink to={LOGIN_PATH}>{i18n._('Login')}</RouterLink>
      </Button>
      <Button size={{ base: 'sm', sm: 'md' }} onClick={getStarted}>
        {i18n._('Get Started')}
      </Button>
    </HStack>
  );
}

function SignedInActions() {
  const { i18n } = useLingui();
  const logoutCallbacks = useLogoutCallbacks('me', '/');
  const [commitLogout, isLoggingOut] = useMutation<SiteHeaderCustomerLogoutMutation>(customerLogoutMutation);
  const logout = () => commitLogout({ variables: {}, ...logoutCallbacks });

  return (
    <HStack gap={{ base: '1', sm: '3' }}>
      <Button asChild variant="ghost" size={{ base: 'sm', sm: 'md' }}>
        <RouterLink to="/account">{i18n._('My Account')}</RouterLink>
      </Button>
      <Button variant="outline" size={{ base: 'sm', sm: 'md' }} onClick={logout} loading={isLoggingOut}>
        {i18n._('Logout')}
      </Button>
    </HStack>
  );
}

function AdminActions() {
  const { adminMe } = useLazyLoadQuery<SiteHeaderAdminQuery>(
    graphql`
      query SiteHeaderAdminQuery {
        adminMe {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return adminMe ? <AdminSessionActions /> : null;
}

function AdminSessionActions() {
  const { i18n } = useLingui();
  const logoutCallbacks = useLogoutCallbacks('adminMe', ADMIN_LOGIN_PATH);
  const [commitLogout, isLoggingOut] = useMutation<SiteHeaderAdminLogoutMutation>(adminLogoutMutation);
  const logout = () => commitLogout({ variables: {}, ...logoutCallbacks });

  return (
    <HStack gap="3">
      <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full">
        {i18n._('Admin')}
      </Badge>
      <Button variant="outline" size={{ base: 'sm', sm: 'md' }} onClick={logout} loading={isLoggingOut}>
        {i18n._('Log Out')}
      </Button>
    </HStack>
  );
}

/**
 * What both logouts do: forget the session (`me` or `adminMe`) and everything read with it,
 * say so, and leave for `destination`. When the call fails the session may have survived,
 * so the cache is still dropped (the next read asks the server) and the visitor still leaves.
 */
function useLogoutCallbacks(viewerField: 'me' | 'adminMe', destination: string) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  return {
    updater: (store: RecordSourceSelectorProxy) => {
      store.getRoot().setValue(null, viewerField);
      store.invalidateStore();
    },
    onCompleted: () => {
      notify({
        type: 'success',
        title: i18n._('Logged Out'),
        description: i18n._('You have successfully logged out.'),
      });
      navigate(destination);
    },
    onError: () => {
      commitLocalUpdate(environment, (store) => store.invalidateStore());
      notify({
        type: 'error',
        title: i18n._('Error'),
        description: i18n._('There was an error logging out. Please try again.'),
      });
      navigate(destination);
    },
  };
}
