// The customer's choices: per kind, which channels; and the one-tap opt-out
// (a kind off on every channel) reached through the link in every message.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Language } from '../../shared/rules.ts';
import {
  channelEnabled,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  URGENT_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from './kinds.ts';

export interface KindPreference {
  kind: NotificationKind;
  urgent: boolean;
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
}

export interface NotificationSettings {
  phone: string | null;
  phoneVerified: boolean;
  kinds: KindPreference[];
}

export async function notificationSettingsOf(app: AppContext, customerId: number): Promise<NotificationSettings> {
  const customer = await app.prisma.customer.findUnique({
    where: { id: customerId },
    select: { phone: true, phoneVerifiedAt: true, notificationPreferences: true },
  });
  if (!customer) throw new NotFoundError('Customer not found');
  const phoneVerified = customer.phone !== null && customer.phoneVerifiedAt !== null;
  const saved = (kind: NotificationKind, channel: NotificationChannel) =>
    customer.notificationPreferences.find((p) => p.kind === kind && p.channel === channel)?.enabled;
  return {
    phone: customer.phone,
    phoneVerified,
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      urgent: URGENT_KINDS.has(kind),
      email: channelEnabled('email', saved(kind, 'email'), phoneVerified),
      whatsapp: channelEnabled('whatsapp', saved(kind, 'whatsapp'), phoneVerified),
      sms: channelEnabled('sms', saved(kind, 'sms'), phoneVerified),
    })),
  };
}

const preferencesInput = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS),
        channel: z.enum(NOTIFICATION_CHANNELS),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
});

/**
 * Saves choices (all or none). WhatsApp and SMS may be chosen before the phone is verified:
 * they apply once it is.
 */
export async function updateNotificationPreferences(
  app: AppContext,
  customerId: number,
  rawInput: unknown,
): Promise<NotificationSettings> {
  const { preferences } = parseInput(preferencesInput, rawInput);
  await app.prisma.$transaction(async (tx) => {
    for (const { kind, channel, enabled } of preferences) {
      await tx.notificationPreference.upsert({
        where: { customerId_kind_channel: { customerId, kind, channel } },
        create: { customerId, kind, channel, enabled },
        update: { enabled },
      });
    }
  });
  return notificationSettingsOf(app, customerId);
}

/**
 * Whom an opt-out link names: the token's customer (with their language, the one their messages
 * are written in) and a known kind; null when it names nobody.
 */
export async function optOutRecipient(
  app: AppContext,
  token: string,
  kind: string,
): Promise<{ customerId: number; kind: NotificationKind; language: Language } | null> {
  const parsedKind = z.enum(NOTIFICATION_KINDS).safeParse(kind);
  if (!parsedKind.success) return null;
  const customer = await app.prisma.customer.findUnique({
    where: { notificationToken: token },
    select: { id: true, preferredLanguage: true },
  });
  return customer ? { customerId: customer.id, kind: parsedKind.data, language: customer.preferredLanguage } : null;
}

/** The opt-out link's POST: `kind` off on every channel for the token's customer; answers their language. */
export async function optOut(app: AppContext, token: string, kind: string): Promise<Language> {
  const recipient = await optOutRecipient(app, token, kind);
  if (!recipient) throw new NotFoundError('This link is not valid');
  await updateNotificationPreferences(app, recipient.customerId, {
    preferences: NOTIFICATION_CHANNELS.map((channel) => ({ kind: recipient.kind, channel, enabled: false })),
  });
  return recipient.language;
}
