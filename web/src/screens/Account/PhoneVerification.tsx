import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { westernDigits } from '@rules';
import { useState, type KeyboardEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  PhoneVerificationChannel,
  PhoneVerificationStartMutation,
} from '../../__generated__/PhoneVerificationStartMutation.graphql.ts';
import type { PhoneVerificationConfirmMutation } from '../../__generated__/PhoneVerificationConfirmMutation.graphql.ts';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { accountAnswer } from './accountAnswer.ts';

const startMutation = graphql`
  mutation PhoneVerificationStartMutation($input: PhoneVerificationStartInput!) {
    phoneVerificationStart(input: $input) {
      __typename
      ... on PhoneVerificationStartPayload {
        phone
      }
      ... on ValidationError {
        issues {
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation PhoneVerificationConfirmMutation($input: PhoneVerificationConfirmInput!) {
    phoneVerificationConfirm(input: $input) {
      __typename
      ... on PhoneVerificationConfirmPayload {
        notificationSettings {
          phoneVerified
          kinds {
            kind
            email
            whatsapp
            sms
          }
        }
      }
      ... on ValidationError {
        issues {
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface VerifiedKinds {
  kind: string;
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
}

/** NotificationSettings has no id: the viewer is pointed at the settings a change answered, so the tab reads them next time. */
export function showSettings(store: RecordSourceSelectorProxy, settings: RecordProxy | null | undefined) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (settings && viewer) viewer.setLinkedRecord(settings, 'notificationSettings');
}

const CHANNELS = [
  ['sms', /*i18n*/ 'SMS'],
  ['whatsapp', /*i18n*/ 'WhatsApp'],
] as const satisfies readonly (readonly [PhoneVerificationChannel, string])[];

/**
 * Where the Notifications section says the phone is not verified: send a 6-digit code by SMS or
 * WhatsApp, then type it. Inside the section's form, so its controls are plain buttons (no nested form).
 */
export function PhoneVerification({ onVerified }: { onVerified: (kinds: readonly VerifiedKinds[]) => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<PhoneVerificationChannel>('sms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useMutation<PhoneVerificationStartMutation>(startMutation);
  const [confirm, confirming] = useMutation<PhoneVerificationConfirmMutation>(confirmMutation);
  const failure = i18n._('Please try again.');

  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {i18n._('Verify my phone')}
      </Button>
    );
  }

  const send = () => {
    setError(null);
    start({
      variables: { input: { channel } },
      ...accountAnswer<PhoneVerificationStartMutation>(i18n, {
        success: 'PhoneVerificationStartPayload',
        then: (result) => {
          setSentTo(result.phone ?? '');
          setCode('');
        },
        refused: setError,
        failure,
      }),
    });
  };

  const check = () => {
    setError(null);
    confirm({
      variables: { input: { code: westernDigits(code).trim() } },
      updater: (store) =>
        showSettings(store, store.getRootField('phoneVerificationConfirm')?.getLinkedRecord('notificationSettings')),
      ...accountAnswer<PhoneVerificationConfirmMutation>(i18n, {
        success: 'PhoneVerificationConfirmPayload',
        then: (result) => {
          notify({ type: 'success', title: i18n._('Your phone is verified') });
          onVerified(result.notificationSettings?.kinds ?? []);
        },
        refused: setError,
        failure,
      }),
    });
  };

  // Enter in the code confirms it instead of saving the notification choices around it.
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    check();
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
          {i18n._('Send the code by')}
        </chakra.legend>
        <HStack gap="4">
          {CHANNELS.map(([value, label]) => (
            <chakra.label key={value} display="flex" alignItems="center" gap="1.5">
              <input
                type="radio"
                name="phone-verification-channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {i18n._(label)}
            </chakra.label>
          ))}
        </HStack>
      </chakra.fieldset>
      <Button type="button" size="sm" alignSelf="flex-start" loading={starting} onClick={send}>
        {sentTo === null ? i18n._('Send code') : i18n._('Send a new code')}
      </Button>
      {sentTo !== null ? (
        <Box>
          <Text fontSize="sm" mb="2">
            {i18n._('We sent a 6-digit code to {phone}. It is valid for 5 minutes.', { phone: sentTo })}
          </Text>
          <HStack alignItems="flex-end" gap="2" flexWrap="wrap">
            <Field label={i18n._('Verification code')} maxW="12rem">
              {/* Text, not a number input: a number input drops Arabic-Indic digits (westernDigits reads them). */}
              <Input
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                onKeyDown={enter}
              />
            </Field>
            <Button type="button" size="sm" loading={confirming} onClick={check}>
              {i18n._('Confirm')}
            </Button>
          </HStack>
        </Box>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
