import { Button, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { accountMessages } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LoginFormMutation } from '../../__generated__/LoginFormMutation.graphql.ts';
import { signedInCustomerUpdater } from '../../components/guards/useAuthState.ts';
import { dismissToasts, notify } from '../../components/ui/toaster.tsx';
import { FormMessage } from './FormMessage.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAfterSignIn } from './useAfterSignIn.ts';
import { EmailField } from './EmailField.tsx';

const loginFormMutation = graphql`
  mutation LoginFormMutation($input: CustomerLoginInput!) {
    customerLogin(input: $input) {
      __typename
      ... on CustomerLoginPayload {
        customer {
          id
          email
          name
          hasUsedTrialBox
          isSubscriber
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const LOGIN_FAILED = /*i18n*/ 'Login failed: Invalid email or password. Please try again.';
const LOGIN_FAILED_TITLE = /*i18n*/ 'Login failed';
const LOGIN_FAILED_REASON = /*i18n*/ 'Invalid email or password. Please try again.';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const afterSignIn = useAfterSignIn();
  const [commit, isInFlight] = useMutation<LoginFormMutation>(loginFormMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(i18n._(accountMessages.loginMissing));
      return;
    }
    commit({
      variables: { input: { email: email.trim(), password } },
      updater: signedInCustomerUpdater('customerLogin'),
      onCompleted: ({ customerLogin }) => {
        if (customerLogin.__typename === 'CustomerLoginPayload') {
          dismissToasts();
          setFinishing(true);
          void afterSignIn();
          return;
        }
        const limited = customerLogin.__typename === 'RateLimitError' ? customerLogin.message : undefined;
        setError(limited ? i18n._(limited) : i18n._(LOGIN_FAILED));
        notify({
          type: 'error',
          title: i18n._(LOGIN_FAILED_TITLE),
          description: limited ? i18n._(limited) : i18n._(LOGIN_FAILED_REASON),
        });
      },
      onError: () => {
        setError(i18n._(LOGIN_FAILED));
        notify({ type: 'error', title: i18n._(LOGIN_FAILED_TITLE), description: i18n._(LOGIN_FAILED_REASON) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._('Login')}>
      <Stack gap="4">
        <FormMessage status="error">{error}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={i18n._('Password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Link as="button" alignSelf="flex-end" fontSize="sm" color="brand.fg" onClick={onForgotPassword} type="button">
          {i18n._('Forgot password?')}
        </Link>
        <Button type="submit" size="lg" loading={isInFlight || finishing}>
          {i18n._('Login')}
        </Button>
      </Stack>
    </form>
  );
}
