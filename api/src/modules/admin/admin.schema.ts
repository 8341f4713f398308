import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { adminDelete, adminInput, deleted, givenFields, rowPayload } from '../../graphql/adminMutations.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { AdminRef, AdminRoleEnum } from '../auth/graphql.ts';
import { countAdmins, createAdmin, deleteAdmin, listAdmins, updateAdmin } from './admins.service.ts';
import { countAuditEntries, listAuditEntries } from '../../lib/audit/index.ts';
import { countCustomers, customerAddressLine, listCustomers } from './customers.service.ts';

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
      ...pagedList({ superAdmin: true }),
      description: 'The audit trail, newest first (super admins only).',
      args: {
        entityType: t.arg.string({ validate: z.string().max(60).nullish() }),
        entityId: t.arg.int(),
      },
      resolve: (query, _root, args, { app }) => listAuditEntries(app, args, query),
      totalCount: (_root, args, { app }) => countAuditEntries(app, args),
    },
    ...connectionNames('AuditEntry'),
  ),
);

// --- User Accounts: the customer list ---------------------------------------------------------

builder.prismaObjectFields('Customer', (t) => ({
  addressLine: t.string({
    description: 'The delivery address on one line (street, building, floor, apartment, area, landmark).',
    select: {
      street: true,
      building: true,
      floor: true,
      apartment: true,
      landmark: true,
      neighborhood: { select: { name: true } },
    },
    resolve: (customer) => customerAddressLine(customer),
  }),
}));

/** A payment attempt as User Accounts shows it (admins only). */
interface PaymentRecord {
  id: number;
  provider: string;
  kind: string;
  status: string;
  amountPiasters: number;
  reference: string;
  failureReason: string | null;
  createdAt: Date;
  orderId: number | null;
  order: { week: { label: string } } | null;
}

const PaymentRecordRef = builder.objectRef<PaymentRecord>('CustomerPaymentRecord').implement({
  description: 'One payment attempt of a customer: provider, kind, outcome, amount (admins only).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    provider: t.exposeString('provider', { description: 'paymob or instapay.' }),
    kind: t.exposeString('kind', { description: 'order_charge or card_verification.' }),
    status: t.exposeString('status', { description: 'pending, succeeded or failed.' }),
    amount: t.field({ type: MoneyRef, resolve: (payment) => payment.amountPiasters }),
    reference: t.exposeString('reference'),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orderDatabaseId: t.exposeInt('orderId', { nullable: true }),
    weekLabel: t.string({ nullable: true, resolve: (payment) => payment.order?.week.label ?? null }),
  }),
});

/** How many payments a customer's detail shows (newest first). */
const CUSTOMER_PAYMENTS_SHOWN = 20;

builder.prismaObjectFields('Customer', (t) => ({
  orders: t.relatedConnection(
    'orders',
    {
      cursor: 'id',
      authScopes: { admin: true },
      description: "The customer's orders, newest week first (admins only).",
      query: () => ({ orderBy: [{ week: { startDate: 'desc' } }, { id: 'desc' }] }),
      totalCount: true,
    },
    ...connectionNames('CustomerOrder'),
  ),
  payments: t.field({
    type: [PaymentRecordRef],
    authScopes: { admin: true },
    description: `The customer's latest ${CUSTOMER_PAYMENTS_SHOWN} payment attempts, newest first (admins only).`,
    select: {
      payments: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: CUSTOMER_PAYMENTS_SHOWN,
        include: { order: { select: { week: { select: { label: true } } } } },
      },
    },
    resolve: (customer) => customer.payments,
  }),
}));

builder.queryField('adminUsers', (t) =>
  t.prismaConnection(
    {
      type: 'Customer',
      ...pagedList({ admin: true }),
      description: 'Customers, newest first; `search` matches name, e-mail, username or phone (admins only).',
      args: { search: t.arg.string() },
      resolve: (query, _root, args, { app }) => listCustomers(app, args.search, query),
      totalCount: (_root, args, { app }) => countCustomers(app, args.search),
    },
    ...connectionNames('Customer'),
  ),
);

// --- Admin Management (super admins only) -----------------------------------------------------

builder.queryField('adminAccounts', (t) =>
  t.prismaConnection(
    {
      type: 'Admin',
      ...pagedList({ superAdmin: true }),
      description: 'Every admin account, by username (super admins only).',
      resolve: (query, _root, _args, { app }) => listAdmins(app, query),
      totalCount: (_root, _args, { app }) => countAdmins(app),
    },
    ...connectionNames('Admin'),
  ),
);

const AdminCreateInput = builder.inputType('AdminCreateInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    name: t.string(),
    email: t.string({ required: true }),
    role: t.field({ type: AdminRoleEnum, description: 'Default admin.' }),
  }),
});

const AdminUpdateInput = builder.inputType('AdminUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.string(),
    password: t.string({ description: 'Changed only when filled in.' }),
    name: t.string(),
    email: t.string(),
    role: t.field({ type: AdminRoleEnum }),
  }),
});

const AdminPayload = rowPayload('AdminPayload', 'admin', AdminRef);

const adminQuery = payloadQueryOf<Prisma.AdminDefaultArgs>('Admin', 'admin');

builder.mutationFields((t) => ({
  adminCreate: t.field({
    type: AdminPayload,
    ...adminInput(AdminCreateInput, { superAdmin: true }),
    resolve: async (_root, { input }, ctx, info) => ({
      admin: await createAdmin(ctx.app, ctx.viewer.admin!.id, givenFields(input), adminQuery(ctx, info)),
    }),
  }),
  adminUpdate: t.field({
    type: AdminPayload,
    ...adminInput(AdminUpdateInput, { superAdmin: true }),
    resolve: async (_root, { input: { id, ...fields } }, ctx, info) => ({
      admin: await updateAdmin(ctx.app, ctx.viewer.admin!.id, id, givenFields(fields), adminQuery(ctx, info)),
    }),
  }),
  adminDelete: t.field({
    ...adminDelete('AdminDeleteInput', { superAdmin: true }),
    resolve: async (_root, { input }, { app, viewer }) =>
      deleted('Admin', await deleteAdmin(app, viewer.admin!.id, input.id)),
  }),
}));
