import { Button, Link, Stack } from '@chakra-ui/react';
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

export const LOGIN_FAILED = 'Login failed: Invalid email or password. Please try again.';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
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
      setError(accountMessages.loginMissing);
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
        const message =
          customerLogin.__typename === 'RateLimitError' ? (customerLogin.message ?? LOGIN_FAILED) : LOGIN_FAILED;
        setError(message);
        notify({ type: 'error', title: 'Login failed', description: message.replace(/^Login failed: /, '') });
      },
      onError: () => {
        setError(LOGIN_FAILED);
        notify({ type: 'error', title: 'Login failed', description: 'Invalid email or password. Please try again.' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="4">
        <FormMessage status="error">{error}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <Link as="button" alignSelf="flex-end" fontSize="sm" color="brand.fg" onClick={onForgotPassword} type="button">
          Forgot password?
        </Link>
        <Button type="submit" size="lg" loading={isInFlight || finishing}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
