import { AuthenticationError, RateLimitError, ValidationError } from '../../errors.ts';
import type { GraphQLResolveInfo } from 'graphql';
import type { Admin, Customer } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { LANGUAGES } from '../../shared/rules.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fieldQuery, payloadQuery } from '../../graphql/payloadQuery.ts';
import { partnerHolds } from './viewer.service.ts';
import {
  customerFlagsSelect,
  getAdmin,
  getCustomer,
  hasUsedTrialBox,
  isSubscriber,
  loginAdmin,
  loginCustomer,
  logoutAdmin,
  logoutCustomer,
  type AdminQuery,
  type CustomerQuery,
} from './auth.service.ts';

export const CustomerTypeEnum = builder.enumType('CustomerType', { values: ['trial', 'subscriber'] as const });
export const AdminRoleEnum = builder.enumType('AdminRole', { values: ['admin', 'super_admin'] as const });
export const LanguageEnum = builder.enumType('Language', {
  values: LANGUAGES,
  description: 'en: English; ar: Arabic (the web app under /ar, right to left).',
});

export const CustomerRef = builder.prismaNode('Customer', {
  id: { field: 'id' },
  // Only the customer themself, an admin, or a partner key reading orders (the customer's contact)
  // can load a customer by global ID.
  authScopes: (customer, { viewer }) =>
    viewer.admin !== null || viewer.customer?.id === customer.id || partnerHolds(viewer, 'orders:read'),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username', { nullable: true }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
    userType: t.expose('userType', { type: CustomerTypeEnum }),
    hasUsedTrialBox: t.boolean({ select: { trial: customerFlagsSelect.trial }, resolve: hasUsedTrialBox }),
    isSubscriber: t.boolean({ select: { subscription: customerFlagsSelect.subscription }, resolve: isSubscriber }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminRef = builder.prismaNode('Admin', {
  id: { field: 'id' },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.expose('role', { type: AdminRoleEnum }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: CustomerRef,
    nullable: true,
    description: 'The signed-in customer, or null.',
    resolve: (_root, _args, ctx, info) =>
      ctx.viewer.customer
        ? getCustomer(ctx.app, ctx.viewer.customer.id, fieldQuery<CustomerQuery>(ctx, info, 'Customer'))
        : null,
  }),
  adminMe: t.field({
    type: AdminRef,
    nullable: true,
    description: 'The signed-in administrator, or null.',
    resolve: (_root, _args, ctx, info) =>
      ctx.viewer.admin ? getAdmin(ctx.app, ctx.viewer.admin.id, fieldQuery<AdminQuery>(ctx, info, 'Admin')) : null,
  }),
}));

const CustomerLoginInput = builder.inputType('CustomerLoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const AdminLoginInput = builder.inputType('AdminLoginInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

/**
 * `{ token, customer }`: what signing a customer in answers (login and registration). The
 * service read or wrote the customer with the payload's `query` (see `customerQueryOf`), so
 * `customer` is answered from that row.
 */
export function customerSessionPayload(name: string) {
  return builder.objectRef<{ token: string; customer: Customer }>(name).implement({
    fields: (t) => ({
      token: t.exposeString('token', {
        description: 'Bearer token for API clients; the web app uses the httpOnly cookie.',
      }),
      customer: t.field({ type: CustomerRef, resolve: (payload) => payload.customer }),
    }),
  });
}

/** The `query` for the `customer` of a sign-in payload, for the service to read or write with. */
export const customerQueryOf = (ctx: GraphQLContext, info: GraphQLResolveInfo) =>
  payloadQuery<CustomerQuery>(ctx, info, 'Customer', 'customer');

const CustomerLoginPayload = customerSessionPayload('CustomerLoginPayload');

const AdminLoginPayload = builder.objectRef<{ token: string; admin: Admin }>('AdminLoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    admin: t.field({ type: AdminRef, resolve: (payload) => payload.admin }),
  }),
});

const LogoutPayload = (name: string) =>
  builder.objectRef<{ success: boolean }>(name).implement({
    fields: (t) => ({ success: t.exposeBoolean('success') }),
  });

const loginErrors = [AuthenticationError, ValidationError, RateLimitError];

/**
 * After a sign-in or sign-up inside a request, the rest of that response
 * (the payload's `customer`, guarded by Customer's authScopes) sees the new
 * customer. Only this request's context changes; the cookie does the rest.
 */
export function signInCustomerForThisRequest(ctx: GraphQLContext, customerId: number, token: string): void {
  ctx.cookies.setCustomer(token);
  ctx.viewer = { ...ctx.viewer, customer: { id: customerId }, customerToken: token };
}

builder.mutationFields((t) => ({
  customerLogin: t.field({
    type: CustomerLoginPayload,
    args: { input: t.arg({ type: CustomerLoginInput, required: true }) },
    errors: { types: loginErrors },
    resolve: async (_root, { input }, ctx, info) => {
      const { token, customer } = await loginCustomer(ctx.app, input, ctx.meta, customerQueryOf(ctx, info));
      signInCustomerForThisRequest(ctx, customer.id, token);
      return { token, customer };
    },
  }),
  customerLogout: t.field({
    type: LogoutPayload('CustomerLogoutPayload'),
    resolve: async (_root, _args, { app, viewer, cookies }) => {
      await logoutCustomer(app, viewer);
      cookies.clearCustomer();
      return { success: true };
    },
  }),
  adminLogin: t.field({
    type: AdminLoginPayload,
    args: { input: t.arg({ type: AdminLoginInput, required: true }) },
    errors: { types: loginErrors },
    resolve: async (_root, { input }, ctx, info) => {
      const query = payloadQuery<AdminQuery>(ctx, info, 'Admin', 'admin');
      const { token, admin } = await loginAdmin(ctx.app, input, ctx.meta, query);
      ctx.cookies.setAdmin(token);
      // The rest of this response (the payload's `admin`, guarded by the admin scope) sees the new session.
      ctx.viewer = { ...ctx.viewer, admin: { id: admin.id, role: admin.role }, adminToken: token };
      return { token, admin };
    },
  }),
  adminLogout: t.field({
    type: LogoutPayload('AdminLogoutPayload'),
    resolve: async (_root, _args, { app, viewer, cookies }) => {
      await logoutAdmin(app, viewer.adminToken);
      cookies.clearAdmin();
      return { success: true };
    },
  }),
}));
