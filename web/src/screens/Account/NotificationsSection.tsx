import { Box, Button, Checkbox, chakra, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type {
  NotificationKind,
  NotificationsSection_viewer$key,
} from '../../__generated__/NotificationsSection_viewer.graphql.ts';
import type {
  NotificationChannel,
  NotificationsSectionMutation,
} from '../../__generated__/NotificationsSectionMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { accountAnswer } from './accountAnswer.ts';
import { PhoneVerification, showSettings, type VerifiedKinds } from './PhoneVerification.tsx';

/** The words a customer reads for each kind of message (the server's NotificationKind). */
const KIND_LABELS: Record<string, string> = {
  deadline_reminder: /*i18n*/ 'Reminder before the order deadline',
  order_locked: /*i18n*/ 'Order locked',
  payment_failed: /*i18n*/ 'Payment failed',
  instapay_received: /*i18n*/ 'InstaPay payment received',
  instapay_failed: /*i18n*/ 'InstaPay payment not accepted',
  out_for_delivery: /*i18n*/ 'Out for delivery',
  delivered: /*i18n*/ 'Delivered',
  referral_credit: /*i18n*/ 'Referral credit earned',
};

const CHANNELS = [
  ['email', /*i18n*/ 'Email'],
  ['whatsapp', /*i18n*/ 'WhatsApp'],
  ['sms', /*i18n*/ 'SMS'],
] as const satisfies readonly (readonly [NotificationChannel, string])[];

type Channel = (typeof CHANNELS)[number][0];

/** WhatsApp and SMS go to a verified phone only (the server keeps them off until then). */
const needsPhone = (channel: Channel) => channel !== 'email';

const notificationsSectionMutation = graphql`
  mutation NotificationsSectionMutation($preferences: [NotificationPreferenceInput!]!) {
    notificationPreferencesUpdate(preferences: $preferences) {
      __typename
      ... on NotificationSettings {
        phoneVerified
        kinds {
          kind
          email
          whatsapp
          sms
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

type Choices = Record<string, Record<Channel, boolean>>;

const choicesOf = (kinds: readonly VerifiedKinds[]): Choices =>
  Object.fromEntries(kinds.map(({ kind, email, whatsapp, sms }) => [kind, { email, whatsapp, sms }]));

/** The Profile tab's Notifications: per kind, which channels; quiet hours explained. */
export function NotificationsSection({ viewer }: { viewer: NotificationsSection_viewer$key }) {
  const { i18n } = useLingui();
  const { notificationSettings: settings } = useFragment(
    graphql`
      fragment NotificationsSection_viewer on Viewer {
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
    `,
    viewer,
  );
  const [choices, setChoices] = useState<Choices>(() => choicesOf(settings.kinds));
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<NotificationsSectionMutation>(notificationsSectionMutation);
  const usable = (channel: Channel) => settings.phoneVerified || !needsPhone(channel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Before the phone is verified only e-mail is sent: saving WhatsApp "off" then would
    // override its default (on once verified).
    const preferences = settings.kinds.flatMap(({ kind }) =>
      CHANNELS.filter(([channel]) => usable(channel)).map(([channel]) => ({
        kind: kind as NotificationKind,
        channel,
        enabled: choices[kind]![channel],
      })),
    );
    commit({
      variables: { preferences },
      updater: (store) => {
        const saved = store.getRootField('notificationPreferencesUpdate');
        if (saved?.getValue('__typename') === 'NotificationSettings') showSettings(store, saved);
      },
      ...accountAnswer<NotificationsSectionMutation>(i18n, {
        success: 'NotificationSettings',
        then: () => notify({ type: 'success', title: i18n._('Notifications saved') }),
        refused: setError,
        failure: i18n._("We couldn't save your notification choices. Please try again."),
      }),
    });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="notifications-title" maxW="2xl">
      <Stack gap="4">
        <Heading as="h2" size="md" id="notifications-title">
          {i18n._('Notifications')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {i18n._('No WhatsApp or SMS between 22:00 and 09:00 Cairo time, except a failed payment.')}
        </Text>
        {settings.phoneVerified ? null : (
          <>
            <Text fontSize="sm" color="fg.warning" id="notifications-phone-hint">
              {i18n._('Verify your phone to get WhatsApp and SMS messages')}
            </Text>
            {/* The verified settings' defaults (WhatsApp on) replace the choices shown. */}
            <PhoneVerification onVerified={(kinds) => setChoices(choicesOf(kinds))} />
          </>
        )}
        {/* One row per kind: its name above its channels on a phone, beside them wider. */}
        <Stack gap="0" borderWidth="1px" borderRadius="md">
          {settings.kinds.map(({ kind }, index) => {
            const label = i18n._(KIND_LABELS[kind] ?? kind);
            return (
              <Grid
                key={kind}
                role="group"
                aria-labelledby={`notifications-${kind}`}
                templateColumns={{ base: '1fr', md: '2fr 3fr' }}
                gap={{ base: '1', md: '3' }}
                alignItems="center"
                borderTopWidth={index === 0 ? '0' : '1px'}
                px="3"
                py="2"
              >
                <Text id={`notifications-${kind}`} fontWeight="medium">
                  {label}
                </Text>
                <Box display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
                  {CHANNELS.map(([channel, channelLabel]) => (
                    <Checkbox.Root
                      key={channel}
                      flex={{ md: '1' }}
                      disabled={!usable(channel)}
                      checked={choices[kind]?.[channel] ?? false}
                      onCheckedChange={(details) =>
                        setChoices((all) => ({
                          ...all,
                          [kind]: { ...all[kind]!, [channel]: details.checked === true },
                        }))
                      }
                    >
                      <Checkbox.HiddenInput
                        aria-describedby={usable(channel) ? undefined : 'notifications-phone-hint'}
                      />
                      <Checkbox.Control />
                      {/* Read as "Order locked by WhatsApp"; seen as "WhatsApp" under its kind. */}
                      <Checkbox.Label>
                        <VisuallyHidden>
                          {i18n._('{kind} by {channel}', { kind: label, channel: i18n._(channelLabel) })}
                        </VisuallyHidden>
                        <span aria-hidden>{i18n._(channelLabel)}</span>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Box>
              </Grid>
            );
          })}
        </Stack>
        {error ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={saving}>
          {i18n._('Save notifications')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
