import type { Prisma } from '../../generated/prisma/client.ts';
import { adminDelete, adminInput, deleted, givenFields, rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import {
  countInvitationCodes,
  createInvitationCode,
  deleteInvitationCode,
  listInvitationCodes,
  updateInvitationCode,
} from './invitationCodes.service.ts';

const InvitationCodeRef = builder.prismaNode('InvitationCode', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: 'A code that lets a new customer register (admins only).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    code: t.exposeString('code', { description: 'Upper-case.' }),
    isActive: t.exposeBoolean('isActive'),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'Null: unlimited.' }),
    currentUses: t.exposeInt('currentUses', { description: 'Registrations that used it.' }),
    description: t.exposeString('description'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('adminInvitationCodes', (t) =>
  t.prismaConnection(
    {
      type: 'InvitationCode',
      ...pagedList({ admin: true }),
      description: 'Invitation codes, newest first (admins only).',
      resolve: (query, _root, _args, { app }) => listInvitationCodes(app, query),
      totalCount: (_root, _args, { app }) => countInvitationCodes(app),
    },
    ...connectionNames('InvitationCode'),
  ),
);

const InvitationCodeCreateInput = builder.inputType('InvitationCodeCreateInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'Stored upper-cased.' }),
    isActive: t.boolean({ description: 'Default true.' }),
    maxUses: t.int({ description: 'Null or left out: unlimited.' }),
    description: t.string(),
  }),
});

const InvitationCodeUpdateInput = builder.inputType('InvitationCodeUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    code: t.string(),
    isActive: t.boolean(),
    maxUses: t.int({ description: 'Left out: unchanged.' }),
    unlimited: t.boolean({ description: 'true: remove the limit (maxUses becomes null).' }),
    description: t.string(),
  }),
});

const InvitationCodePayload = rowPayload('InvitationCodePayload', 'invitationCode', InvitationCodeRef);

const codeQuery = payloadQueryOf<Prisma.InvitationCodeDefaultArgs>('InvitationCode', 'invitationCode');

builder.mutationFields((t) => ({
  invitationCodeCreate: t.field({
    type: InvitationCodePayload,
    ...adminInput(InvitationCodeCreateInput),
    resolve: async (_root, { input }, ctx, info) => ({
      invitationCode: await createInvitationCode(
        ctx.app,
        ctx.viewer.admin!.id,
        givenFields(input),
        codeQuery(ctx, info),
      ),
    }),
  }),
  invitationCodeUpdate: t.field({
    type: InvitationCodePayload,
    ...adminInput(InvitationCodeUpdateInput),
    resolve: async (_root, { input: { id, unlimited, ...fields } }, ctx, info) => ({
      invitationCode: await updateInvitationCode(
        ctx.app,
        ctx.viewer.admin!.id,
        id,
        { ...givenFields(fields), ...(unlimited ? { maxUses: null } : {}) },
        codeQuery(ctx, info),
      ),
    }),
  }),
  invitationCodeDelete: t.field({
    ...adminDelete('InvitationCodeDeleteInput'),
    resolve: async (_root, { input }, { app, viewer }) =>
      deleted('InvitationCode', await deleteInvitationCode(app, viewer.admin!.id, input.id)),
  }),
}));
