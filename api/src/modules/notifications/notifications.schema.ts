import { RateLimitError, UnavailableError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ViewerRef } from '../account/graphql.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './kinds.ts';
import {
  notificationSettingsOf,
  updateNotificationPreferences,
  type KindPreference,
  type NotificationSettings,
} from './preferences.service.ts';
import { confirmPhoneCode, requestPhoneCode, type PhoneCodeSent } from './phoneVerification.service.ts';

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'What a customer can be told.',
  values: NOTIFICATION_KINDS,
});

const NotificationChannelEnum = builder.enumType('NotificationChannel', { values: NOTIFICATION_CHANNELS });

const KindPreferenceRef = builder.objectRef<KindPreference>('NotificationKindPreference').implement({
  description: 'The channels a kind of message goes out on, for this customer.',
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (row) => row.kind }),
    urgent: t.exposeBoolean('urgent', { description: 'Sent during quiet hours (22:00–09:00 Cairo) too.' }),
    email: t.exposeBoolean('email'),
    whatsapp: t.exposeBoolean('whatsapp', { description: 'Never true before the phone is verified.' }),
    sms: t.exposeBoolean('sms', { description: 'Never true before the phone is verified.' }),
  }),
});

const NotificationSettingsRef = builder.objectRef<NotificationSettings>('NotificationSettings').implement({
  fields: (t) => ({
    phone: t.exposeString('phone', { nullable: true }),
    phoneVerified: t.exposeBoolean('phoneVerified'),
    kinds: t.field({ type: [KindPreferenceRef], resolve: (row) => row.kinds }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  notificationSettings: t.field({
    type: NotificationSettingsRef,
    description: 'Which messages the customer gets, on which channels.',
    resolve: (_customer, _args, { app, viewer }) => notificationSettingsOf(app, viewer.customer!.id),
  }),
}));

const NotificationPreferenceInput = builder.inputType('NotificationPreferenceInput', {
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, required: true }),
    channel: t.field({ type: NotificationChannelEnum, required: true }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.mutationField('notificationPreferencesUpdate', (t) =>
  t.field({
    type: NotificationSettingsRef,
    authScopes: { customer: true },
    description: 'Turns channels on or off per kind (all or none).',
    args: { preferences: t.arg({ type: [NotificationPreferenceInput], required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { preferences }, { app, viewer }) =>
      updateNotificationPreferences(app, viewer.customer!.id, { preferences }),
  }),
);

const PhoneVerificationChannelEnum = builder.enumType('PhoneVerificationChannel', {
  values: ['sms', 'whatsapp'] as const,
});

const PhoneVerificationStartInput = builder.inputType('PhoneVerificationStartInput', {
  fields: (t) => ({ channel: t.field({ type: PhoneVerificationChannelEnum, required: true }) }),
});

const PhoneVerificationConfirmInput = builder.inputType('PhoneVerificationConfirmInput', {
  fields: (t) => ({ code: t.string({ required: true, description: 'The 6 digits received.' }) }),
});

const PhoneVerificationStartPayload = builder.objectRef<PhoneCodeSent>('PhoneVerificationStartPayload').implement({
  description: 'A code was sent; it expires at `expiresAt` or after 5 wrong tries.',
  fields: (t) => ({
    channel: t.field({ type: PhoneVerificationChannelEnum, resolve: (row) => row.channel }),
    phone: t.exposeString('phone'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const PhoneVerificationConfirmPayload = builder
  .objectRef<NotificationSettings>('PhoneVerificationConfirmPayload')
  .implement({
    description: 'The phone is verified: WhatsApp and SMS can be chosen.',
    fields: (t) => ({
      notificationSettings: t.field({ type: NotificationSettingsRef, resolve: (settings) => settings }),
    }),
  });

builder.mutationFields((t) => ({
  phoneVerificationStart: t.field({
    type: PhoneVerificationStartPayload,
    authScopes: { customer: true },
    description: "Sends a 6-digit code (valid 5 minutes) to the customer's phone; at most 5 per hour.",
    args: { input: t.arg({ type: PhoneVerificationStartInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError, UnavailableError] },
    resolve: (_root, { input }, { app, viewer }) => requestPhoneCode(app, viewer.customer!.id, input),
  }),
  phoneVerificationConfirm: t.field({
    type: PhoneVerificationConfirmPayload,
    authScopes: { customer: true },
    description: 'Marks the phone verified with the code just sent.',
    args: { input: t.arg({ type: PhoneVerificationConfirmInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, { app, viewer }) => confirmPhoneCode(app, viewer.customer!.id, input),
  }),
}));
