import { Box, Button, Container, Heading, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { accountMessages, inEnglish, MIN_PASSWORD_LENGTH, passwordLengthProblem, type Translate } from '@rules';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordScreenMutation } from '../../__generated__/ResetPasswordScreenMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { FormMessage } from '../Auth/FormMessage.tsx';
import { PasswordField } from '../Auth/PasswordField.tsx';
import { translatorOf } from '../../i18n/index.ts';

const resetPasswordScreenMutation = graphql`
  mutation ResetPasswordScreenMutation($input: CustomerPasswordResetInput!) {
    customerPasswordReset(input: $input) {
      __typename
      ... on CustomerPasswordResetPayload {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export const INVALID_RESET_LINK = /*i18n*/ 'Invalid reset link. Please request a new password reset.';
const RESET_FAILED = /*i18n*/ 'Failed to reset password';

/** Checks before the request, in the specification's order; null when the form may be sent. */
export function resetFormError(password: string, confirmation: string, t: Translate = inEnglish): string | null {
  if (!password || !confirmation) return t(accountMessages.fillAllFields);
  return passwordLengthProblem(password, t) ?? (password !== confirmation ? t(accountMessages.passwordsDiffer) : null);
}

/** /reset-password?token=… — choose a new password from the e-mailed link. */
export default function ResetPasswordScreen() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<ResetPasswordScreenMutation>(resetPasswordScreenMutation);

  useEffect(() => {
    if (token) return;
    notify({ type: 'error', title: i18n._('Error'), description: i18n._(INVALID_RESET_LINK) });
    navigate('/auth', { replace: true });
  }, [token, navigate, i18n]);
  if (!token) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetFormError(password, confirmation, translatorOf(i18n));
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: { token, newPassword: password } },
      onCompleted: ({ customerPasswordReset: result }) => {
        if (result.__typename === 'CustomerPasswordResetPayload') {
          notify({
            type: 'success',
            title: i18n._('Password reset'),
            description: result.message ? i18n._(result.message) : undefined,
          });
          navigate('/auth?tab=login');
          return;
        }
        setError(i18n._((result.__typename === '%other' ? null : result.message) || RESET_FAILED));
      },
      onError: () => setError(i18n._(RESET_FAILED)),
    });
  };

  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }}>
      <title>{i18n._('{page} · MealBox', { page: i18n._('Reset your password') })}</title>
      <Stack gap="5">
        <Box>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/auth">{i18n._('← Back to Login')}</RouterLink>
          </Link>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '8' }} boxShadow="sm">
          <Heading as="h1" size="xl" fontFamily="heading" mb="5">
            {i18n._('Choose a new password')}
          </Heading>
          <form onSubmit={submit} noValidate aria-label={i18n._('Reset password')}>
            <Stack gap="4">
              <FormMessage status="error">{error}</FormMessage>
              <PasswordField
                label={i18n._('New Password')}
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                helperText={i18n._('At least {min} characters', { min: MIN_PASSWORD_LENGTH })}
              />
              <PasswordField
                label={i18n._('Confirm New Password')}
                value={confirmation}
                onChange={setConfirmation}
                autoComplete="new-password"
              />
              <Button type="submit" size="lg" loading={isInFlight}>
                {i18n._('Reset Password')}
              </Button>
            </Stack>
          </form>
        </Box>
      </Stack>
    </Container>
  );
}
