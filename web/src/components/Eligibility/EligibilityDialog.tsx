import { Button, chakra, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { eligibilityMessages, noticeIn } from '@rules';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { Suspense, useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { EligibilityDialogCheckMutation } from '../../__generated__/EligibilityDialogCheckMutation.graphql.ts';
import type { EligibilityDialogNeighborhoodsQuery } from '../../__generated__/EligibilityDialogNeighborhoodsQuery.graphql.ts';
import type { EligibilityDialogLogoutMutation } from '../../__generated__/EligibilityDialogLogoutMutation.graphql.ts';
import type { EligibilityDialogRequestMutation } from '../../__generated__/EligibilityDialogRequestMutation.graphql.ts';
import { BRAND_NAME } from '../../config.ts';
import { translatorOf } from '../../i18n/index.ts';
import { savePreOnboarding } from '../../lib/storage.ts';
import { phoneFullScreenDialog } from '../ui/phoneFullScreenDialog.ts';
import { notify } from '../ui/toaster.tsx';
import {
  EMPTY_ELIGIBILITY_VALUES,
  hasMissingFields,
  MISSING_INFORMATION,
  normalizeEligibility,
  SUCCESS_PATH,
  SUCCESS_REDIRECT_MS,
  VALIDATION_FAILED,
  type EligibilityValues,
} from './eligibilityForm.ts';
import { translateEligibilityMessage } from './eligibilityMessages.ts';
import { NeighborhoodField, NeighborhoodSelect } from './NeighborhoodSelect.tsx';
import { Field } from '../ui/field.tsx';

const logoutMutation = graphql`
  mutation EligibilityDialogLogoutMutation {
    customerLogout {
      success
    }
  }
`;

const checkMutation = graphql`
  mutation EligibilityDialogCheckMutation($input: EligibilityCheckInput!) {
    eligibilityCheck(input: $input) {
      __typename
      ... on EligibilityCheckPayload {
        success
        redirectToLogin
        message
        field
      }
      ... on RateLimitError {
        message
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const requestMutation = graphql`
  mutation EligibilityDialogRequestMutation($input: InvitationRequestInput!) {
    invitationRequest(input: $input) {
      __typename
      ... on EligibilityCheckPayload {
        success
        redirectToLogin
        message
      }
      ... on RateLimitError {
        message
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const layout = phoneFullScreenDialog('sm', 'md');

/** An address, the same in every language (shown left to right). */
const EMAIL_EXAMPLE = 'you@example.com';

type View =
  | { kind: 'form' }
  | { kind: 'request' }
  | { kind: 'success' }
  /** The server's last word: on the invitation list, or an area we do not serve. */
  | { kind: 'notice'; title: string; message: string };

/** The dialog's title: the product's name, not "the product" (in English; see `joinTitle`). */
export const JOIN_TITLE = `Join ${BRAND_NAME}`;
const joinTitle = (i18n: I18n) => i18n._('Join {brand}', { brand: BRAND_NAME });

export interface EligibilityDialogProps {
  open: boolean;
  onClose: () => void;
  /** The neighbourhoods, asked for as Get Started was pressed (while this dialog's code downloaded). */
  neighborhoods: PreloadedQuery<EligibilityDialogNeighborhoodsQuery>;
  /** A friend's code from the share link (`/?invite=CODE`), filled in. */
  invitationCode?: string;
}

const neighborhoodsQuery = graphql`
  query EligibilityDialogNeighborhoodsQuery @preloadable {
    neighborhoods {
      ...NeighborhoodSelect_neighborhoods
    }
  }
`;

/** The dropdown over the preloaded list (suspends until it has arrived). */
function PreloadedNeighborhoodSelect({
  queryRef,
  ...field
}: { queryRef: PreloadedQuery<EligibilityDialogNeighborhoodsQuery> } & Omit<
  ComponentProps<typeof NeighborhoodSelect>,
  'neighborhoods'
>) {
  const { neighborhoods } = usePreloadedQuery<EligibilityDialogNeighborhoodsQuery>(neighborhoodsQuery, queryRef);
  return <NeighborhoodSelect neighborhoods={neighborhoods} {...field} />;
}

/** A view's heading, which names the dialog. */
function ViewHeader({ children }: { children: ReactNode }) {
  return (
    <Dialog.Header>
      <Dialog.Title fontFamily="heading" fontSize="2xl">
        {children}
      </Dialog.Title>
    </Dialog.Header>
  );
}

/** Typed refusals carry a message written for people ("Too many attempts…"); anything else is the generic one. */
const notifyFailed = (i18n: I18n, message?: string) =>
  notify({
    type: 'error',
    title: i18n._(VALIDATION_FAILED.title),
    description: i18n._(message ?? VALIDATION_FAILED.description),
  });

/**
 * "Join MealBox": e-mail, neighbourhood and invitation code, checked by the server. Views: the
 * form, success (then on to the plans after 2 s), rejected (an area we do not serve: the server's
 * message), and "I don't have a code" (ask for an invitation, then a thank-you). A registered
 * e-mail or a wrong code stays on the form, values kept, with the message under its field.
 */
export default function EligibilityDialog({ open, onClose, neighborhoods, invitationCode }: EligibilityDialogProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<EligibilityValues>(() => ({
    ...EMPTY_ELIGIBILITY_VALUES,
    invitationCode: invitationCode ?? '',
  }));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'form' });
  const [submitting, setSubmitting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const [commitLogout] = useMutation<EligibilityDialogLogoutMutation>(logoutMutation);
  const [commitCheck] = useMutation<EligibilityDialogCheckMutation>(checkMutation);
  const [commitRequest] = useMutation<EligibilityDialogRequestMutation>(requestMutation);

  const goToPlans = () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
    redirectTimer.current = null;
    onClose();
    navigate(SUCCESS_PATH);
  };

  const say = (message: string, input: EligibilityValues) => translateEligibilityMessage(i18n, message, input);
  const missingInformation = () => notify({ type: 'error', ...noticeIn(MISSING_INFORMATION, translatorOf(i18n)) });

  const check = (input: EligibilityValues) => {
    commitCheck({
      variables: { input },
      onCompleted: ({ eligibilityCheck: result }) => {
        setSubmitting(false);
        if (result.__typename === 'EligibilityCheckPayload') {
          if (result.success) {
            savePreOnboarding(input);
            setView({ kind: 'success' });
            redirectTimer.current = setTimeout(goToPlans, SUCCESS_REDIRECT_MS);
          } else if (result.redirectToLogin) {
            setEmailError(say(result.message, input));
          } else if (result.field === 'invitationCode') {
            // A typo: corrected here, with everything else kept.
            setCodeError(say(result.message, input));
          } else {
            setView({ kind: 'notice', title: i18n._("We're Not There Yet"), message: say(result.message, input) });
          }
        } else notifyFailed(i18n, 'message' in result ? result.message : undefined);
      },
      onError: () => {
        setSubmitting(false);
        notifyFailed(i18n);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (hasMissingFields(values)) {
      missingInformation();
      return;
    }
    const input = normalizeEligibility(values);
    setSubmitting(true);
    setEmailError(null);
    // Whoever was signed in on this browser is signed out first, so the new visitor's
    // onboarding never mixes with an old session. Failure to log out does not matter.
    commitLogout({
      variables: {},
      updater: (store) => {
        store.getRoot().setValue(null, 'me');
        store.invalidateStore();
      },
      onCompleted: () => check(input),
      onError: () => check(input),
    });
  };

  /** "I don't have a code": e-mail and area go on the invitation list. */
  const requestInvitation = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const input = normalizeEligibility(values);
    if (input.email === '' || input.neighborhood === '') {
      missingInformation();
      return;
    }
    setSubmitting(true);
    setEmailError(null);
    commitRequest({
      variables: { input: { email: input.email, neighborhood: input.neighborhood } },
      onCompleted: ({ invitationRequest: result }) => {
        setSubmitting(false);
        if (result.__typename === 'EligibilityCheckPayload') {
          if (result.success)
            setView({ kind: 'notice', title: i18n._("You're on the list"), message: say(result.message, input) });
          else {
            setEmailError(say(result.message, input));
            if (!result.redirectToLogin) notifyFailed(i18n, say(result.message, input));
          }
        } else notifyFailed(i18n, 'message' in result ? result.message : undefined);
      },
      onError: () => {
        setSubmitting(false);
        notifyFailed(i18n);
      },
    });
  };

  const emailField = (
    <Field label={i18n._('Email')} required invalid={emailError != null} errorText={emailError}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        placeholder={EMAIL_EXAMPLE}
        dir="ltr"
        value={values.email}
        onChange={(event) => {
          const email = event.currentTarget.value;
          setValues((v) => ({ ...v, email }));
          setEmailError(null);
        }}
      />
    </Field>
  );
  const neighborhoodField = (
    <ErrorBoundary
      fallback={
        <Stack gap="1">
          <NeighborhoodField value="" onChange={() => {}} disabled />
          <Text role="alert" fontSize="sm" color="fg.error">
            {i18n._("We couldn't load the neighborhoods. Close this window and try again.")}
          </Text>
        </Stack>
      }
    >
      <Suspense fallback={<NeighborhoodField value="" onChange={() => {}} disabled />}>
        <PreloadedNeighborhoodSelect
          queryRef={neighborhoods}
          value={values.neighborhood}
          onChange={(neighborhood) => setValues((v) => ({ ...v, neighborhood }))}
        />
      </Suspense>
    </ErrorBoundary>
  );

  const handleOpenChange = (nextOpen: boolean) => {
    if (nextOpen) return;
    // Closing the success view early still takes an eligible visitor on to the plans.
    if (view.kind === 'success') goToPlans();
    else onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => handleOpenChange(event.open)}
      placement="center"
      {...layout.root}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...layout.content}>
            {view.kind === 'form' ? (
              <chakra.form onSubmit={submit} noValidate display="contents">
                <ViewHeader>{joinTitle(i18n)}</ViewHeader>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description color="fg.muted">
                      {i18n._('Tell us where you live and enter your invitation code to see if we deliver to you.')}
                    </Dialog.Description>
                    {emailField}
                    {neighborhoodField}

                    <Field label={i18n._('Invitation Code')} required invalid={codeError != null} errorText={codeError}>
                      <Input
                        name="invitationCode"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        placeholder={i18n._('e.g. {code}', { code: 'WELCOME2025' })}
                        value={values.invitationCode}
                        onChange={(event) => {
                          const invitationCode = event.currentTarget.value.toUpperCase();
                          setValues((v) => ({ ...v, invitationCode }));
                          setCodeError(null);
                        }}
                      />
                    </Field>
                    <Button
                      type="button"
                      variant="plain"
                      color="brand.fg"
                      textDecoration="underline"
                      alignSelf="flex-start"
                      px="0"
                      h="auto"
                      onClick={() => {
                        setCodeError(null);
                        setView({ kind: 'request' });
                      }}
                    >
                      {i18n._("I don't have a code")}
                    </Button>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="button" variant="outline" onClick={onClose}>
                    {i18n._('Cancel')}
                  </Button>
                  <Button type="submit" loading={submitting} loadingText={i18n._('Checking…')}>
                    {i18n._('Continue')}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
            ) : view.kind === 'request' ? (
              <chakra.form onSubmit={requestInvitation} noValidate display="contents">
                <ViewHeader>{i18n._('Ask for an invitation')}</ViewHeader>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description color="fg.muted">
                      {i18n._(
                        "{brand} grows by invitation. Leave your e-mail and area and we'll send you a code as soon as a place opens up.",
                        { brand: BRAND_NAME },
                      )}
                    </Dialog.Description>
                    {emailField}
                    {neighborhoodField}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="button" variant="outline" onClick={() => setView({ kind: 'form' })}>
                    {i18n._('I have a code')}
                  </Button>
                  <Button type="submit" loading={submitting} loadingText={i18n._('Sending…')}>
                    {i18n._('Request Invitation')}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
            ) : view.kind === 'success' ? (
              <>
                <ViewHeader>{i18n._('Welcome')}</ViewHeader>
                <Dialog.Body pb="8">
                  <Text role="status" aria-live="polite">
                    {i18n._(eligibilityMessages.eligible)}
                  </Text>
                </Dialog.Body>
              </>
            ) : (
              <>
                <ViewHeader>{view.title}</ViewHeader>
                <Dialog.Body>
                  <Text role="status">{view.message}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={onClose}>{i18n._('Close')}</Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={i18n._('Close dialog')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
