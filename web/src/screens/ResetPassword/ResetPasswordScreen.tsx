import { Box, Button, Container, Heading, Link, Stack } from '@chakra-ui/react';
import { accountMessages, MIN_PASSWORD_LENGTH, passwordLengthProblem } from '@rules';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordScreenMutation } from '../../__generated__/ResetPasswordScreenMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { FormMessage } from '../Auth/FormMessage.tsx';
import { PasswordField } from '../Auth/PasswordField.tsx';

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

export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

/** Checks before the request, in the specification's order; null when the form may be sent. */
export function resetFormError(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return accountMessages.fillAllFields;
  return passwordLengthProblem(password) ?? (password !== confirmation ? accountMessages.passwordsDiffer : null);
}

/** /reset-password?token=… — choose a new password from the e-mailed link. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<ResetPasswordScreenMutation>(resetPasswordScreenMutation);

  useEffect(() => {
    if (token) return;
    notify({ type: 'error', title: 'Error', description: INVALID_RESET_LINK });
    navigate('/auth', { replace: true });
  }, [token, navigate]);
  if (!token) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetFormError(password, confirmation);
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: { token, newPassword: password } },
      onCompleted: ({ customerPasswordReset: result }) => {
        if (result.__typename === 'CustomerPasswordResetPayload') {
          notify({ type: 'success', title: 'Password reset', description: result.message });
          navigate('/auth?tab=login');
          return;
        }
        setError((result.__typename === '%other' ? null : result.message) || 'Failed to reset password');
      },
      onError: () => setError('Failed to reset password'),
    });
  };

  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }}>
      <title>Reset your password · MealBox</title>
      <Stack gap="5">
        <Box>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/auth">← Back to Login</RouterLink>
          </Link>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '8' }} boxShadow="sm">
          <Heading as="h1" size="xl" fontFamily="heading" mb="5">
            Choose a new password
          </Heading>
          <form onSubmit={submit} noValidate aria-label="Reset password">
            <Stack gap="4">
              <FormMessage status="error">{error}</FormMessage>
              <PasswordField
                label="New Password"
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
              />
              <PasswordField
                label="Confirm New Password"
                value={confirmation}
                onChange={setConfirmation}
                autoComplete="new-password"
              />
              <Button type="submit" size="lg" loading={isInFlight}>
                Reset Password
              </Button>
            </Stack>
          </form>
        </Box>
      </Stack>
    </Container>
  );
}
