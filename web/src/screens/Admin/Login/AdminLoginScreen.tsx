import { Box, Button, Container, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { adminLoginMessages } from '@rules';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AdminLoginScreenMutation } from '../../../__generated__/AdminLoginScreenMutation.graphql.ts';
import type { AdminLoginScreenQuery } from '../../../__generated__/AdminLoginScreenQuery.graphql.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { dismissToasts, notify } from '../../../components/ui/toaster.tsx';
import { FormMessage } from '../../Auth/FormMessage.tsx';
import { PasswordField } from '../../Auth/PasswordField.tsx';
import { Field } from '../../../components/ui/field.tsx';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** /admin/login. An admin already signed in goes straight to the dashboard. */
export default function AdminLoginScreen() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminLoginGate />
    </Suspense>
  );
}

function AdminLoginGate() {
  // The guard's own session read (is someone signed in already?): nothing to start before it.
  const { adminMe } = useLazyLoadQuery<AdminLoginScreenQuery>(
    graphql`
      query AdminLoginScreenQuery {
        adminMe {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (adminMe) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
  return <AdminLoginForm />;
}

const adminLoginScreenMutation = graphql`
  mutation AdminLoginScreenMutation($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      __typename
      ... on AdminLoginPayload {
        admin {
          id
          username
          name
          role
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

function AdminLoginForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<AdminLoginScreenMutation>(adminLoginScreenMutation);

  const fail = (message: string) => {
    setError(i18n._(message));
    notify({ type: 'error', title: i18n._('Login failed'), description: i18n._(message) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(i18n._(adminLoginMessages.missing));
      return;
    }
    commit({
      variables: { input: { username: username.trim(), password } },
      updater: (store) => {
        const admin = store.getRootField('adminLogin')?.getLinkedRecord('admin');
        if (admin) store.getRoot().setLinkedRecord(admin, 'adminMe');
      },
      onCompleted: ({ adminLogin }) => {
        if (adminLogin.__typename === 'AdminLoginPayload') {
          // An earlier attempt's "Login failed" must not follow into the dashboard.
          dismissToasts();
          navigate(ADMIN_DASHBOARD_PATH, { replace: true });
          return;
        }
        fail((adminLogin.__typename !== '%other' && adminLogin.message) || adminLoginMessages.failed);
      },
      onError: () => fail(adminLoginMessages.failed),
    });
  };

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }} px="4">
      <title>{i18n._('Admin Login · MealBox')}</title>
      <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '6', md: '8' }} shadow="sm">
        <Stack gap="6">
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="2xl">
              {i18n._('Admin Login')}
            </Heading>
            <Text color="fg.muted">{i18n._('Sign in to manage menus, meals and content.')}</Text>
          </Stack>
          <form onSubmit={submit} noValidate aria-label={i18n._('Admin login')}>
            <Stack gap="4">
              <FormMessage status="error">{error}</FormMessage>
              <Field label={i18n._('Username')} required>
                <Input
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                />
              </Field>
              <PasswordField
                label={i18n._('Password')}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
              />
              <Button type="submit" size="lg" loading={isInFlight}>
                {i18n._('Sign In')}
              </Button>
            </Stack>
          </form>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to="/">{i18n._('Back to main site')}</RouterLink>
          </Link>
        </Stack>
      </Box>
    </Container>
  );
}
