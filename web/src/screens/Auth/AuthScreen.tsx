import { Box, Container, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { useGetStarted } from '../../components/GetStarted.tsx';
import { isProgressHidden, ProgressIndicator } from '../../components/ProgressIndicator/index.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { readPreOnboarding } from '../../lib/storage.ts';
import { backToMenuPath, selectionMenuPath } from './authPaths.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

type Tab = 'login' | 'register';

/** /auth — step 3: log in or create the account. */
export default function AuthScreen() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const getStarted = useGetStarted();
  const auth = useAuthState();
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const [forgotPassword, setForgotPassword] = useState(false);
  const showProgress = !isProgressHidden('/auth', searchParams);

  // A customer already signed in when they arrive from a selection goes back to that menu
  // (only on arrival: signing in here has its own next step).
  const arrivedSignedIn = useRef(auth.signedIn);
  const selectionMenu = selectionMenuPath(searchParams);
  const bounce = arrivedSignedIn.current && selectionMenu != null;
  useEffect(() => {
    if (bounce && selectionMenu) navigate(selectionMenu, { replace: true });
  }, [bounce, selectionMenu, navigate]);
  if (bounce) return <PageSpinner label={i18n._('Back to your menu…')} />;

  const switchTab = (next: string) => {
    setForgotPassword(false);
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
    // Registering needs an approved invitation: without one, start with the eligibility check.
    if (next === 'register' && !readPreOnboarding().invitationCode) getStarted();
  };

  return (
    <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <title>
        {i18n._('{page} · MealBox', { page: tab === 'register' ? i18n._('Create your account') : i18n._('Login') })}
      </title>
      <Stack gap={{ base: '5', md: '6' }}>
        <Box>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={backToMenuPath(searchParams)}>{i18n._('← Back to Menu')}</RouterLink>
          </Link>
        </Box>
        {showProgress ? <ProgressIndicator step={3} /> : null}
        <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '8' }} boxShadow="sm">
          <Heading as="h1" size="xl" fontFamily="heading" mb="1">
            {tab === 'register' ? i18n._('Create your account') : i18n._('Welcome back')}
          </Heading>
          <Text color="fg.muted" mb="5" fontSize="sm">
            {tab === 'register'
              ? i18n._('One account for your weekly meals and deliveries.')
              : i18n._('Log in to manage your meals and deliveries.')}
          </Text>
          <Tabs.Root value={tab} onValueChange={(details) => switchTab(details.value)} variant="enclosed" fitted>
            <Tabs.List aria-label={i18n._('Login or register')} mb="5">
              <Tabs.Trigger value="login">{i18n._('Login')}</Tabs.Trigger>
              <Tabs.Trigger value="register">{i18n._('Register')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              {forgotPassword ? (
                <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
              ) : (
                <LoginForm onForgotPassword={() => setForgotPassword(true)} />
              )}
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Stack>
    </Container>
  );
}
