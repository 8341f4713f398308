import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { connectionPageArgs } from '../../graphql/pagination.ts';
import { countAuditEntries, listAuditEntries } from './audit.service.ts';

builder.prismaNode('AuditEntry', {
  id: { field: 'id' },
  authScopes: { superAdmin: true },
  description: 'One admin change: who, what, when.',
  fields: (t) => ({
    adminUsername: t.exposeString('adminUsername', { description: 'As it was when the change was made.' }),
    admin: t.relation('admin', { nullable: true, description: 'Null once the account is deleted.' }),
    action: t.exposeString('action', { description: '`<entity>.<verb>`, e.g. `meal.update`.' }),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeInt('entityId', { nullable: true }),
    changes: t.string({
      description: 'The fields written, as JSON (secrets left out).',
      resolve: (entry) => JSON.stringify(entry.changes),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('auditEntries', (t) =>
  t.prismaConnection(
    {
      type: 'AuditEntry',
      cursor: 'id',
      authScopes: { superAdmin: true },
      description: 'The audit trail, newest first (super admins only).',
      args: {
        entityType: t.arg.string({ validate: z.string().max(60).nullish() }),
        entityId: t.arg.int(),
      },
      validate: connectionPageArgs,
      resolve: (query, _root, args, { app }) => listAuditEntries(app, args, query),
      totalCount: (_root, args, { app }) => countAuditEntries(app, args),
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
);
