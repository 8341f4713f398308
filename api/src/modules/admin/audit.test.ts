import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAdmin, createCustomer, unique } from '../../../test/factories.ts';
import { recordAudit } from '../../lib/audit/index.ts';

const AUDIT = `query Audit($entityType: String) {
  auditEntries(first: 10, entityType: $entityType) {
    totalCount
    edges { node { adminUsername action entityType entityId changes admin { username } } }
  }
}`;

describe('the audit trail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signIn = async (role: 'admin' | 'super_admin') => {
    const { username, password } = await createAdmin(server.app, role);
    const login = await server.rest('POST', '/api/admin/auth/login', { username, password });
    return { username, token: login.body.token as string };
  };

  it('records a change in its own transaction, without secrets, readable by super admins newest first', async () => {
    const editor = await createAdmin(server.app);
    const entityType = unique('Thing');
    await server.app.prisma.$transaction((tx) =>
      recordAudit(tx, {
        adminId: editor.admin.id,
        action: 'thing.create',
        entityType,
        entityId: 7,
        changes: { name: 'Koshari', password: 'hunter2', nested: { resetToken: 'x', kept: 1 } },
      }),
    );
    await server.app.prisma.$transaction((tx) =>
      recordAudit(tx, { adminId: editor.admin.id, action: 'thing.update', entityType, entityId: 7 }),
    );

    const superAdmin = await signIn('super_admin');
    const { data, errors } = await server.gql(AUDIT, { entityType }, { token: superAdmin.token });
    expect(errors).toBeUndefined();
    expect(data.auditEntries.totalCount).toBe(2);
    const [latest, first] = data.auditEntries.edges.map((edge: { node: unknown }) => edge.node);
    expect(latest).toMatchObject({ action: 'thing.update', adminUsername: editor.username });
    expect(first).toMatchObject({ action: 'thing.create', entityId: 7, admin: { username: editor.username } });
    expect(JSON.parse(first.changes)).toEqual({ name: 'Koshari', nested: { kept: 1 } });
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const editor = await createAdmin(server.app);
    const entityType = unique('Rolled');
    await expect(
      server.app.prisma.$transaction(async (tx) => {
        await recordAudit(tx, { adminId: editor.admin.id, action: 'rolled.create', entityType });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await server.app.prisma.auditEntry.count({ where: { entityType } })).toBe(0);
  });

  it('keeps the username after the admin account is deleted', async () => {
    const editor = await createAdmin(server.app);
    const entityType = unique('Kept');
    await recordAudit(server.app.prisma, { adminId: editor.admin.id, action: 'kept.delete', entityType });
    await server.app.prisma.admin.delete({ where: { id: editor.admin.id } });
    const entry = await server.app.prisma.auditEntry.findFirstOrThrow({ where: { entityType } });
    expect(entry).toMatchObject({ adminId: null, adminUsername: editor.username });
  });

  it('is refused to plain admins, customers and visitors', async () => {
    const admin = await signIn('admin');
    const { token: customerToken } = await createCustomer(server.app);
    for (const token of [admin.token, customerToken, undefined]) {
      const { data, errors } = await server.gql(AUDIT, {}, token ? { token } : {});
      expect(data?.auditEntries ?? null).toBeNull();
      expect(errors?.[0]?.message).toMatch(/not authorized/i);
    }
  });
});
