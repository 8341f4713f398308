import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { adminDelete, adminInput, deleted, idInput } from '../../graphql/adminMutations.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { PARTNER_EVENTS, type PartnerEventType } from '../../shared/rules.ts';
import { countWebhookDeliveries, listWebhookDeliveries, replayWebhookDelivery } from './deliveries.service.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listLiveKeys,
  listWebhookEndpoints,
} from './endpoints.service.ts';

/** GraphQL enum names cannot hold a dot: `order_confirmed` stands for `order.confirmed`. */
export const PartnerEventTypeEnum = builder.enumType('PartnerEventType', {
  description: 'An event a webhook endpoint can receive (the value sent is the name with a dot: `order.confirmed`).',
  values: Object.fromEntries(
    PARTNER_EVENTS.map((event) => [
      event.type.replace('.', '_'),
      { value: event.type, description: event.description },
    ]),
  ) as Record<string, { value: PartnerEventType; description: string }>,
});

export const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    pending: { description: 'Waiting for its first attempt.' },
    succeeded: { description: 'The endpoint answered 2xx.' },
    failed: { description: 'The last attempt failed; another is due at nextAttemptAt.' },
    given_up: { description: 'Retried for 24 hours without success, or its endpoint or key went away.' },
  },
});

builder.prismaNode('WebhookEndpoint', {
  id: { field: 'id' },
  // A super admin reads any endpoint; a partner only its own key's.
  authScopes: (endpoint, { viewer }) =>
    viewer.admin?.role === 'super_admin' || viewer.partner?.id === endpoint.partnerApiKeyId,
  description: "A partner's URL that receives signed webhooks (Standard Webhooks) for the events it chose.",
  fields: (t) => ({
    url: t.exposeString('url'),
    events: t.field({
      type: [PartnerEventTypeEnum],
      resolve: (endpoint) => endpoint.events as PartnerEventType[],
    }),
    secret: t.exposeString('secret', {
      description: 'The signing secret (`whsec_…`) for verifying deliveries with a Standard Webhooks library.',
    }),
    partnerKeyId: t.id({ resolve: (endpoint) => encodeGlobalID('PartnerApiKey', endpoint.partnerApiKeyId) }),
    partnerKeyName: t.string({
      select: { partnerApiKey: { select: { name: true } } },
      resolve: (endpoint) => endpoint.partnerApiKey.name,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  authScopes: { superAdmin: true },
  description: 'One event sent to one endpoint: its status, attempts and the last answer.',
  fields: (t) => ({
    eventId: t.exposeString('eventId', {
      description: 'The `webhook-id` header: the same for every copy and replay of one event.',
    }),
    type: t.field({ type: PartnerEventTypeEnum, resolve: (delivery) => delivery.type as PartnerEventType }),
    body: t.string({ description: 'The JSON body sent.', resolve: (delivery) => JSON.stringify(delivery.body) }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (delivery) => delivery.status }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastResponseMs: t.exposeInt('lastResponseMs', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    endpoint: t.relation('endpoint'),
  }),
});

interface KeyOption {
  id: number;
  name: string;
  prefix: string;
}

const WebhookKeyOptionRef = builder.objectRef<KeyOption>('WebhookKeyOption').implement({
  description: 'A live partner key an endpoint can be registered for (the Add endpoint dialog).',
  fields: (t) => ({
    id: t.id({ resolve: (key) => encodeGlobalID('PartnerApiKey', key.id) }),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix'),
  }),
});

builder.queryFields((t) => ({
  partnerWebhookEndpoints: t.prismaField({
    type: ['WebhookEndpoint'],
    authScopes: { partner: true },
    description: "The calling partner key's webhook endpoints, newest first.",
    resolve: (query, _root, _args, { app, viewer }) => listWebhookEndpoints(app, { keyId: viewer.partner!.id }, query),
  }),
  adminWebhookEndpoints: t.prismaField({
    type: ['WebhookEndpoint'],
    authScopes: { superAdmin: true },
    description: "Every partner key's active webhook endpoints, newest first (super admins).",
    resolve: (query, _root, _args, { app }) => listWebhookEndpoints(app, {}, query),
  }),
  adminWebhookKeyOptions: t.field({
    type: [WebhookKeyOptionRef],
    authScopes: { superAdmin: true },
    description: 'Live partner keys, for registering an endpoint (super admins).',
    resolve: (_root, _args, { app }) => listLiveKeys(app),
  }),
  adminWebhookDeliveries: t.prismaConnection(
    {
      type: 'WebhookDelivery',
      ...pagedList({ superAdmin: true }),
      description: 'The delivery log, newest first (super admins).',
      args: {
        endpointId: t.arg.id(),
        status: t.arg({ type: WebhookDeliveryStatusEnum }),
      },
      resolve: (query, _root, args, { app }) => listWebhookDeliveries(app, args, query),
      totalCount: (_root, args, { app }) => countWebhookDeliveries(app, args),
    },
    ...connectionNames('WebhookDelivery'),
  ),
}));

const WebhookEndpointCreateInput = builder.inputType('WebhookEndpointCreateInput', {
  fields: (t) => ({
    partnerApiKeyId: t.id({ description: "Super admins: the key it belongs to (a partner's own key otherwise)." }),
    url: t.string({ required: true, validate: z.string().max(2000, 'url must be at most 2000 characters') }),
    events: t.field({ type: [PartnerEventTypeEnum], required: true }),
  }),
});

/** A mutation's answer holding one written row of a Prisma node type, read with the payload's query. */
function prismaRowPayload<Name extends 'WebhookEndpoint' | 'WebhookDelivery', Field extends string>(
  name: Name,
  field: Field,
) {
  return builder.objectRef<Record<Field, unknown>>(`${name}Payload`).implement({
    fields: (t) => ({
      [field]: t.prismaField({ type: name, resolve: (_query, payload) => payload[field] as never }),
    }),
  });
}

const WebhookEndpointPayload = prismaRowPayload('WebhookEndpoint', 'webhookEndpoint');
const endpointQuery = payloadQueryOf<Prisma.WebhookEndpointDefaultArgs>('WebhookEndpoint', 'webhookEndpoint');
const WebhookDeliveryPayload = prismaRowPayload('WebhookDelivery', 'webhookDelivery');
const deliveryQuery = payloadQueryOf<Prisma.WebhookDeliveryDefaultArgs>('WebhookDelivery', 'webhookDelivery');

/** Super admins act for any key; a partner key only for itself. */
const superAdminOrPartner = { superAdmin: true, partner: true };

builder.mutationFields((t) => ({
  webhookEndpointCreate: t.field({
    type: WebhookEndpointPayload,
    ...adminInput(WebhookEndpointCreateInput),
    authScopes: superAdminOrPartner,
    description: 'Registers a webhook endpoint; the answer holds its signing secret.',
    resolve: async (_root, { input }, ctx, info) => {
      const asAdmin = ctx.viewer.admin !== null;
      const by = asAdmin
        ? { adminId: ctx.viewer.admin!.id, keyId: input.partnerApiKeyId }
        : { adminId: null, keyId: ctx.viewer.partner!.id };
      return { webhookEndpoint: await createWebhookEndpoint(ctx.app, by, input, endpointQuery(ctx, info)) };
    },
  }),
  webhookEndpointDelete: t.field({
    ...adminDelete('WebhookEndpointDeleteInput'),
    authScopes: superAdminOrPartner,
    description: 'Deletes a webhook endpoint: no more deliveries (its log stays).',
    resolve: async (_root, { input }, { app, viewer }) => {
      const by = viewer.admin
        ? { adminId: viewer.admin.id, ownerKeyId: null }
        : { adminId: null, ownerKeyId: viewer.partner!.id };
      return deleted('WebhookEndpoint', await deleteWebhookEndpoint(app, by, input.id));
    },
  }),
  webhookDeliveryReplay: t.field({
    type: WebhookDeliveryPayload,
    ...adminInput(idInput('WebhookDeliveryReplayInput'), { superAdmin: true }),
    description: 'Sends a delivery’s event again (same event id and body, signed anew) as a new delivery.',
    resolve: async (_root, { input }, ctx, info) => ({
      webhookDelivery: (await replayWebhookDelivery(
        ctx.app,
        ctx.viewer.admin!.id,
        input.id,
        deliveryQuery(ctx, info),
      )) as never,
    }),
  }),
}));
