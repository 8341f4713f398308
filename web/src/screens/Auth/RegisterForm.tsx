import { Button, Stack, Text } from '@chakra-ui/react';
import { accountMessages, MIN_PASSWORD_LENGTH, passwordLengthProblem } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RegisterFormMutation } from '../../__generated__/RegisterFormMutation.graphql.ts';
import { useGetStarted } from '../../components/GetStarted.tsx';
import { signedInCustomerUpdater } from '../../components/guards/useAuthState.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { clearPreOnboarding, readPreOnboarding } from '../../lib/storage.ts';
import { FormMessage } from './FormMessage.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAfterSignIn } from './useAfterSignIn.ts';
import { EmailField } from './EmailField.tsx';

const registerFormMutation = graphql`
  mutation RegisterFormMutation($input: CustomerRegisterInput!) {
    customerRegister(input: $input) {
      __typename
      ... on CustomerRegisterPayload {
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

export const REGISTRATION_FAILED =
  'Registration failed — Username or email already exists. Please try again with different credentials.';

/**
 * Registration needs the invitation code the eligibility check approved; without one the
 * form offers the eligibility dialog instead.
 */
export function RegisterForm() {
  const [preOnboarding] = useState(readPreOnboarding);
  const [email, setEmail] = useState(preOnboarding.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const getStarted = useGetStarted();
  const afterSignIn = useAfterSignIn();
  const [commit, isInFlight] = useMutation<RegisterFormMutation>(registerFormMutation);

  const invitationCode = preOnboarding.invitationCode;
  if (!invitationCode) {
    return (
      <Stack gap="4" textAlign="center" py="2">
        <Text color="fg.muted">
          New accounts need an invitation code for a neighbourhood we deliver to. Check your eligibility to continue.
        </Text>
        <Button onClick={getStarted}>Check eligibility</Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(accountMessages.registerMissing);
      return;
    }
    const passwordProblem = passwordLengthProblem(password);
    if (passwordProblem) {
      setError(passwordProblem);
      return;
    }
    const fail = (message: string) => {
      setError(message);
      notify({
        type: 'error',
        title: 'Registration failed',
        description: message.replace(/^Registration failed — /, ''),
      });
    };
    commit({
      variables: {
        input: {
          email: email.trim(),
          password,
          invitationCode,
          neighborhood: preOnboarding.neighborhood ?? undefined,
        },
      },
      updater: signedInCustomerUpdater('customerRegister'),
      onCompleted: ({ customerRegister }) => {
        if (customerRegister.__typename === 'CustomerRegisterPayload') {
          clearPreOnboarding();
          notify({ type: 'success', title: 'Registration successful' });
          setFinishing(true);
          void afterSignIn();
          return;
        }
        // A conflict is the "already exists" case; other typed errors carry their own text.
        const serverMessage = customerRegister.__typename === '%other' ? undefined : customerRegister.message;
        fail(customerRegister.__typename === 'ConflictError' || !serverMessage ? REGISTRATION_FAILED : serverMessage);
      },
      onError: () => fail(REGISTRATION_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="4">
        <FormMessage status="error">{error}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          helperText={`Choose a password (min. ${MIN_PASSWORD_LENGTH} characters)`}
        />
        <Button type="submit" size="lg" loading={isInFlight || finishing}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
