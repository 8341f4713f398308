import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { accountMessages, MIN_PASSWORD_LENGTH, passwordLengthProblem } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RegisterFormMutation } from '../../__generated__/RegisterFormMutation.graphql.ts';
import { useGetStarted } from '../../components/GetStarted.tsx';
import { signedInCustomerUpdater } from '../../components/guards/useAuthState.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useLocale, translatorOf } from '../../i18n/index.ts';
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
  /*i18n*/ 'Registration failed — Username or email already exists. Please try again with different credentials.';
const REGISTRATION_FAILED_TITLE = /*i18n*/ 'Registration failed';
const ALREADY_EXISTS = /*i18n*/ 'Username or email already exists. Please try again with different credentials.';

/**
 * Registration needs the invitation code the eligibility check approved; without one the
 * form offers the eligibility dialog instead.
 */
export function RegisterForm() {
  const { i18n } = useLingui();
  const locale = useLocale();
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
          {i18n._(
            'New accounts need an invitation code for a neighbourhood we deliver to. Check your eligibility to continue.',
          )}
        </Text>
        <Button onClick={getStarted}>{i18n._('Check eligibility')}</Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(i18n._(accountMessages.registerMissing));
      return;
    }
    const passwordProblem = passwordLengthProblem(password, translatorOf(i18n));
    if (passwordProblem) {
      setError(passwordProblem);
      return;
    }
    /** `reason`: the server's own text, or the specification's "already exists". */
    const fail = (reason?: string) => {
      setError(reason ? i18n._(reason) : i18n._(REGISTRATION_FAILED));
      notify({
        type: 'error',
        title: i18n._(REGISTRATION_FAILED_TITLE),
        description: i18n._(reason ?? ALREADY_EXISTS),
      });
    };
    commit({
      variables: {
        input: {
          email: email.trim(),
          password,
          invitationCode,
          neighborhood: preOnboarding.neighborhood ?? undefined,
          preferredLanguage: locale,
        },
      },
      updater: signedInCustomerUpdater('customerRegister'),
      onCompleted: ({ customerRegister }) => {
        if (customerRegister.__typename === 'CustomerRegisterPayload') {
          clearPreOnboarding();
          notify({ type: 'success', title: i18n._('Registration successful') });
          setFinishing(true);
          void afterSignIn();
          return;
        }
        // A conflict is the "already exists" case; other typed errors carry their own text.
        const serverMessage = customerRegister.__typename === '%other' ? undefined : customerRegister.message;
        fail(customerRegister.__typename === 'ConflictError' ? undefined : serverMessage);
      },
      onError: () => fail(),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._('Register')}>
      <Stack gap="4">
        <FormMessage status="error">{error}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={i18n._('Password')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          helperText={i18n._('Choose a password (min. {min} characters)', { min: MIN_PASSWORD_LENGTH })}
        />
        <Button type="submit" size="lg" loading={isInFlight || finishing}>
          {i18n._('Create Account')}
        </Button>
      </Stack>
    </form>
  );
}
