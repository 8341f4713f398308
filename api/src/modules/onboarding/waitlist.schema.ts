import { adminDelete, adminInput, deleted, idInput } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import {
  countWaitlist,
  deleteWaitlistEntry,
  exportWaitlistCsv,
  inviteWaitlistEntry,
  listWaitlist,
  topWaitlistNeighborhoods,
  type NeighborhoodDemand,
  type WaitlistCsv,
  type WaitlistInvitation,
} from './waitlist.service.ts';

const WaitlistReasonEnum = builder.enumType('WaitlistReason', {
  values: ['invalid_code', 'area_not_serviced', 'invitation_requested'] as const,
});

builder.prismaNode('WaitlistEntry', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: 'A visitor the eligibility check turned away (admins only).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    email: t.exposeString('email'),
    neighborhood: t.exposeString('neighborhood', { description: 'As the visitor gave it.' }),
    invitationCode: t.exposeString('invitationCode', { nullable: true }),
    rejectionReason: t.expose('rejectionReason', { type: WaitlistReasonEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    joinedAt: t.expose('joinedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a customer registered with this e-mail; null while still waiting.',
    }),
  }),
});

const NeighborhoodDemandRef = builder.objectRef<NeighborhoodDemand>('NeighborhoodDemand').implement({
  description: 'How many waitlist entries name a neighbourhood.',
  fields: (t) => ({ neighborhood: t.exposeString('neighborhood'), count: t.exposeInt('count') }),
});

builder.queryFields((t) => ({
  adminWaitlist: t.prismaConnection(
    {
      type: 'WaitlistEntry',
      ...pagedList({ admin: true }),
      description: 'Waitlist entries, newest first (admins only). The CSV: GET /api/admin/waitlist/export.',
      resolve: (query, _root, _args, { app }) => listWaitlist(app, query),
      totalCount: (_root, _args, { app }) => countWaitlist(app),
    },
    ...connectionNames('WaitlistEntry'),
  ),
  adminWaitlistTopNeighborhoods: t.field({
    type: [NeighborhoodDemandRef],
    authScopes: { admin: true },
    description: 'The 10 neighbourhoods with the most waitlist entries, most first.',
    resolve: (_root, _args, { app }) => topWaitlistNeighborhoods(app),
  }),
}));

builder.mutationField('waitlistEntryDelete', (t) =>
  t.field({
    ...adminDelete('WaitlistEntryDeleteInput'),
    resolve: async (_root, { input }, { app, viewer }) =>
      deleted('WaitlistEntry', await deleteWaitlistEntry(app, viewer.admin!.id, input.id)),
  }),
);

const WaitlistCsvRef = builder.objectRef<WaitlistCsv>('WaitlistCsv').implement({
  description: 'The waitlist as a CSV file: columns Email, Neighborhood, Reason, Date.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: "waitlist-YYYY-MM-DD.csv (Cairo's date)." }),
    content: t.exposeString('content'),
  }),
});

builder.queryField('adminWaitlistCsv', (t) =>
  t.field({
    type: WaitlistCsvRef,
    authScopes: { admin: true },
    description: 'Every waitlist entry as CSV (also GET /api/admin/waitlist/export).',
    resolve: (_root, _args, { app }) => exportWaitlistCsv(app),
  }),
);

const WaitlistEntryInvitePayload = builder.objectRef<WaitlistInvitation>('WaitlistEntryInvitePayload').implement({
  description: 'The one-use code made for the entry (also e-mailed to it).',
  fields: (t) => ({
    code: t.exposeString('code'),
    email: t.string({ resolve: (invitation) => invitation.entry.email }),
  }),
});

builder.mutationField('waitlistEntryInvite', (t) =>
  t.field({
    type: WaitlistEntryInvitePayload,
    ...adminInput(idInput('WaitlistEntryInviteInput')),
    description: 'Creates a one-use invitation code for a waitlist entry and e-mails it (audited).',
    resolve: (_root, { input }, { app, viewer }) => inviteWaitlistEntry(app, viewer.admin!.id, input.id),
  }),
);
