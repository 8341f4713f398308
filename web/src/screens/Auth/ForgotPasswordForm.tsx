import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { accountMessages } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ForgotPasswordFormMutation } from '../../__generated__/ForgotPasswordFormMutation.graphql.ts';
import { FormMessage } from './FormMessage.tsx';
import { EmailField } from './EmailField.tsx';

const forgotPasswordFormMutation = graphql`
  mutation ForgotPasswordFormMutation($input: CustomerPasswordResetRequestInput!) {
    customerPasswordResetRequest(input: $input) {
      __typename
      ... on CustomerPasswordResetRequestPayload {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

const FAILED = /*i18n*/ 'Request failed';

/** The small "forgot password" form shown in place of the login form. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's answer: the same text whether or not the e-mail is registered. */
  const [sent, setSent] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<ForgotPasswordFormMutation>(forgotPasswordFormMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(i18n._(accountMessages.emailRequired));
      return;
    }
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ customerPasswordResetRequest: result }) => {
        if (result.__typename === 'CustomerPasswordResetRequestPayload')
          setSent(result.message ? i18n._(result.message) : null);
        else setError(i18n._(result.__typename === 'RateLimitError' ? (result.message ?? FAILED) : FAILED));
      },
      onError: () => setError(i18n._(FAILED)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._('Forgot password')}>
      <Stack gap="4">
        <Text fontWeight="semibold">{i18n._('Reset your password')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {i18n._("Enter the e-mail address of your account and we'll send you a link to choose a new password.")}
        </Text>
        <FormMessage status="error">{error}</FormMessage>
        <FormMessage status="success">{sent}</FormMessage>
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" loading={isInFlight}>
          {i18n._('Send reset link')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {i18n._('Back to login')}
        </Button>
      </Stack>
    </form>
  );
}
