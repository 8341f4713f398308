// InstaPay says whom to pay: the recipient a super admin sets in the back
// office (stored, audited), read at checkout with the order's reference.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { customerWithOrder, NO_PAYMOB_KEYS, paymentStateOf, restInstapayCheckout } from '../../../test/payments.ts';
import { images } from '../../../test/uploads.ts';

let server: TestServer;

beforeAll(async () => {
  // Its own database: the recipient is one row every checkout reads.
  server = await startTestServer(NO_PAYMOB_KEYS, { ownDatabase: 'instapay_recipient' });
});
afterAll(async () => {
  await server?.close();
});

const UPDATE = `mutation ($input: InstapayRecipientUpdateInput!) {
  instapayRecipientUpdate(input: $input) {
    __typename
    ... on InstapayRecipientUpdatePayload { recipient { address accountName } }
    ... on ValidationError { message issues { path message } }
  }
}`;

describe('the InstaPay recipient', () => {
  it('is null until set; a super admin sets it (audited); customers read it with their order reference', async () => {
    await server.app.prisma.setting.deleteMany({ where: { key: 'instapayRecipient' } });
    const { token, order } = await customerWithOrder(server);
    const before = await server.gql('{ instapayRecipient { address } }', {}, { token });
    expect(before.data.instapayRecipient).toBeNull();

    const superAdmin = await createSignedInAdmin(server.app, 'super_admin');
    const saved = await server.gql(
      UPDATE,
      { input: { address: '  mealbox.eg@instapay ', accountName: 'MealBox Egypt LLC' } },
      { token: superAdmin.token },
    );
    expect(saved.data.instapayRecipientUpdate).toEqual({
      __typename: 'InstapayRecipientUpdatePayload',
      recipient: { address: 'mealbox.eg@instapay', accountName: 'MealBox Egypt LLC' },
    });
    const audit = await server.app.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'setting.instapayRecipient.update' },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ adminId: superAdmin.admin.id, entityType: 'Setting' });

    const read = await server.gql(
      `query { instapayRecipient { address accountName } viewer { pendingOrder { paymentReference } } }`,
      {},
      { token },
    );
    expect(read.data).toEqual({
      instapayRecipient: { address: 'mealbox.eg@instapay', accountName: 'MealBox Egypt LLC' },
      viewer: { pendingOrder: { paymentReference: `MB-${order.id}` } },
    });
    const rest = await server.rest('GET', '/api/payments/instapay/recipient', undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ recipient: { address: 'mealbox.eg@instapay', accountName: 'MealBox Egypt LLC' } });
  });

  it('refuses bad input naming the field, and anyone but a super admin; nothing changes', async () => {
    const superAdmin = await createSignedInAdmin(server.app, 'super_admin');
    await server.gql(UPDATE, { input: { address: 'kept@instapay', accountName: 'Kept' } }, { token: superAdmin.token });

    const bad = await server.gql(
      UPDATE,
      { input: { address: 'not an address', accountName: 'X' } },
      { token: superAdmin.token },
    );
    expect(bad.data.instapayRecipientUpdate.__typename).toBe('ValidationError');
    expect(bad.data.instapayRecipientUpdate.issues.map((i: { path: string[] }) => i.path)).toEqual([
      ['address'],
      ['accountName'],
    ]);

    const admin = await createSignedInAdmin(server.app, 'admin');
    const plain = await server.gql(
      UPDATE,
      { input: { address: 'x@instapay', accountName: 'Xx' } },
      { token: admin.token },
    );
    expect(plain.errors?.[0]?.message).toBeTruthy();
    const rest = await server.rest(
      'PUT',
      '/api/admin/settings/instapay-recipient',
      { address: 'x@instapay', accountName: 'Xx' },
      { token: admin.token },
    );
    expect(rest.status).toBe(403);
    const customer = await createCustomer(server.app);
    const asCustomer = await server.rest(
      'PUT',
      '/api/admin/settings/instapay-recipient',
      { address: 'x@instapay', accountName: 'Xx' },
      { token: customer.token },
    );
    expect(asCustomer.status).toBe(401);

    const restOk = await server.rest(
      'PUT',
      '/api/admin/settings/instapay-recipient',
      { address: 'rest@instapay', accountName: 'Via REST' },
      { token: superAdmin.token },
    );
    expect(restOk.status).toBe(200);
    const row = await server.app.prisma.setting.findUniqueOrThrow({ where: { key: 'instapayRecipient' } });
    expect(row.value).toEqual({ address: 'rest@instapay', accountName: 'Via REST' });
  });

  it('unset: an InstaPay checkout is refused naming the payment method, and nothing changes', async () => {
    await server.app.prisma.setting.deleteMany({ where: { key: 'instapayRecipient' } });
    const { token, order } = await customerWithOrder(server);
    const before = await paymentStateOf(server, order.id);
    const proofsBefore = await server.app.prisma.uploadedFile.count({ where: { purpose: 'payment_proof' } });

    const refused = await restInstapayCheckout(server, token, order.id, images.png);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('InstaPay is not available right now: please pay by card.');
    expect(JSON.stringify(refused.body)).toContain('paymentMethod');
    expect(await paymentStateOf(server, order.id)).toEqual(before);
    expect(await server.app.prisma.uploadedFile.count({ where: { purpose: 'payment_proof' } })).toBe(proofsBefore);
  });
});
