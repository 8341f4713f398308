import { describe, expect, it } from 'vitest';
import { verifyNotification, verifyRedirect } from './callbacks.ts';
import { PaymobCallbackError } from './errors.ts';
import { cardTokenHmacString, hmacMatches, signHmac, transactionHmacString } from './hmac.ts';

/** A processed-callback `obj` with Paymob's field names. */
function transactionObj(values: {
  id: number | string;
  amount: number;
  createdAt: string;
  integrationId: number;
  orderId: number | string;
  owner: number;
  pan: string;
  brand: string;
  success?: boolean;
  pending?: boolean;
  isRefunded?: boolean;
  merchantOrderId?: string;
}) {
  return {
    id: values.id,
    pending: values.pending ?? false,
    amount_cents: values.amount,
    success: values.success ?? true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: values.isRefunded ?? false,
    is_3d_secure: true,
    integration_id: values.integrationId,
    profile_id: 1,
    has_parent_transaction: false,
    order: { id: values.orderId, merchant_order_id: values.merchantOrderId ?? null },
    created_at: values.createdAt,
    currency: 'EGP',
    source_data: { pan: values.pan, type: 'card', sub_type: values.brand },
    data: { message: values.success === false ? 'Do not honour' : 'Approved' },
    error_occured: false,
    owner: values.owner,
  };
}

describe('the signed strings match Paymob’s documented examples', () => {
  it('current HMAC page: the sample processed callback', () => {
    // developers.paymob.com …/hmac/hmac-transaction-callback, "HMAC Concatenated String"
    const obj = transactionObj({
      id: 192036465,
      amount: 100000,
      createdAt: '2024-06-13T11:33:44.592345',
      integrationId: 4097558,
      orderId: 217503754,
      owner: 302852,
      pan: '2346',
      brand: 'MasterCard',
    });
    expect(transactionHmacString(obj)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('older HMAC page: the sample processed callback', () => {
    // docs.paymob.com/docs/hmac-calculation
    const obj = transactionObj({
      id: 2556706,
      amount: 100,
      createdAt: '2020-03-25T18:39:44.719228',
      integrationId: 6741,
      orderId: 4778239,
      owner: 4705,
      pan: '2346',
      brand: 'MasterCard',
    });
    expect(transactionHmacString(obj)).toBe(
      '1002020-03-25T18:39:44.719228EGPfalsefalse25567066741truefalsefalsefalsetruefalse47782394705false2346MasterCardcardtrue',
    );
  });

  it('card-token page: the sample token object, in the documented field order', () => {
    // developers.paymob.com …/pay-with-saved-cards/create-card-token (sample) + …/hmac-for-card-tokens (order)
    const obj = {
      id: 8555026,
      token: 'e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab',
      masked_pan: 'xxxx-xxxx-xxxx-2346',
      merchant_id: 246628,
      card_subtype: 'MasterCard',
      created_at: '2024-11-13T12:32:23.859982',
      email: 'test@test.com',
      order_id: '264064419',
      user_added: false,
    };
    expect(cardTokenHmacString(obj)).toBe(
      'MasterCard2024-11-13T12:32:23.859982test@test.com8555026xxxx-xxxx-xxxx-2346246628264064419e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab',
    );
  });
});

describe('published HMAC vectors from other Paymob integrations', () => {
  it('Odoo’s redirect (GET) vector verifies, with the order id in `order`', () => {
    // odoo/odoo addons/payment_paymob/tests/common.py (hmac key dummy_hmac)
    const query = {
      amount_cents: '111111',
      created_at: '2025-04-01T17:29:16.967925',
      currency: 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: 'dummy_id',
      integration_id: '1234',
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: '123',
      owner: '12',
      pending: 'false',
      'source_data.pan': '1111',
      'source_data.sub_type': 'Visa',
      'source_data.type': 'card',
      success: 'true',
      'data.message': 'Approved',
      merchant_order_id: 'S00042',
      hmac: '51860052ecc6d9f08ac30a549359019e2eee837913b5673094c242c817ddf57c055ba5e3e9c0894b1171e62c2d37cd55ff98a46a0e28e1ccf2e4a907e6683aa5',
    };
    const result = verifyRedirect('dummy_hmac', query);
    expect(result).toMatchObject({
      transactionId: 'dummy_id',
      paymobOrderId: '123',
      outcome: 'succeeded',
      amountPiasters: 111111,
      currency: 'EGP',
      card: { last4: '1111', brand: 'Visa' },
      specialReference: 'S00042',
    });
    // The same values under Paymob's current name for the order id.
    const { order, ...rest } = query;
    expect(verifyRedirect('dummy_hmac', { ...rest, order_id: order }).paymobOrderId).toBe('123');
  });

  it('xdot-paymob’s transaction vector verifies as a processed callback', () => {
    // xshaheen/xdot-paymob tests/CashIn.Tests.Unit/PaymobCashInBrokerTests.Validation.cs
    const key = '97A5B79200124C9E94E9D73763265D20';
    const obj = transactionObj({
      id: 11113222,
      amount: 50000,
      createdAt: '2021-08-02T15:45:26.988117',
      integrationId: 1111,
      orderId: 11112345,
      owner: 1188,
      pan: '1234',
      brand: 'MasterCard',
    });
    const hmac =
      '62a79c8d174f39d114ded8ad4885af25889b53deeae91d2ff6ddb7202188043e4c492686ce0780c91afc3fd4beb7728d95d7afb64dafa0d522ccacb760cbb950';
    const event = verifyNotification(key, { type: 'TRANSACTION', obj }, { hmac });
    expect(event).toMatchObject({
      kind: 'transaction',
      transactionId: '11113222',
      paymobOrderId: '11112345',
      amountPiasters: 50000,
    });
    // The library's own negative case: a different amount under the same signature.
    expect(() =>
      verifyNotification(key, { type: 'TRANSACTION', obj: { ...obj, amount_cents: 90000 } }, { hmac }),
    ).toThrow(PaymobCallbackError);
  });

  it('xdot-paymob’s card-token vector verifies as a token callback', () => {
    const key = '97A5B79200124C9E94E9D73763265D20';
    const obj = {
      id: 111999,
      token: '12ast1f6305b97f7c40f3fffffb699f5452b50881b36b1',
      masked_pan: 'xxxx-xxxx-xxxx-1234',
      merchant_id: 1112235,
      card_subtype: 'Visa',
      created_at: '2021-08-04T22:57:48.155912',
      email: 'mahmoud@xshaheen.com',
      order_id: '11111231',
      user_added: false,
    };
    const hmac =
      'af87151d34e0db8855150ea0ce27895601316a72f4d8298d589944d74ccdc3158e93eb9892aaad9693961655793a6cd4498def045a2990f1caf9a39742a0d4c8';
    expect(verifyNotification(key, JSON.stringify({ type: 'TOKEN', obj }), `hmac=${hmac}`)).toEqual({
      kind: 'cardToken',
      eventKey: 'paymob:card-token:111999',
      tokenId: '111999',
      token: obj.token,
      maskedPan: 'xxxx-xxxx-xxxx-1234',
      last4: '1234',
      brand: 'Visa',
      email: 'mahmoud@xshaheen.com',
      paymobOrderId: '11111231',
      createdAt: '2021-08-04T22:57:48.155912',
    });
  });
});

describe('forged and tampered callbacks are refused', () => {
  const secret = 'test-hmac-secret';
  const obj = transactionObj({
    id: 301,
    amount: 199000,
    createdAt: '2026-01-10T10:00:00.000000',
    integrationId: 4100001,
    orderId: 501,
    owner: 9,
    pan: '2346',
    brand: 'MasterCard',
    merchantOrderId: 'order-1',
  });
  const body = { type: 'TRANSACTION', obj };
  const hmac = signHmac(secret, transactionHmacString(obj));
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof PaymobCallbackError) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  it('accepts the genuine callback and reads it', () => {
    expect(verifyNotification(secret, body, { hmac })).toMatchObject({
      kind: 'transaction',
      eventKey: 'paymob:transaction:301:succeeded',
      paymobOrderId: '501',
      outcome: 'succeeded',
      amountPiasters: 199000,
    });
  });

  it('refuses a signature made with another secret, or none', () => {
    expect(refusal(() => verifyNotification('another-secret', body, { hmac }))).toBe('bad_signature');
    const forged = signHmac('attacker', transactionHmacString(obj));
    expect(refusal(() => verifyNotification(secret, body, { hmac: forged }))).toBe('bad_signature');
    expect(refusal(() => verifyNotification(secret, body, {}))).toBe('missing_signature');
    expect(refusal(() => verifyNotification(secret, body, { hmac: '' }))).toBe('missing_signature');
  });

  it('refuses any signed field changed: amount, outcome, order, card', () => {
    for (const tampered of [
      { ...obj, amount_cents: 100 },
      { ...obj, success: false },
      { ...obj, pending: true },
      { ...obj, order: { ...obj.order, id: 502 } },
      { ...obj, source_data: { ...obj.source_data, pan: '0000' } },
      { ...obj, amount_cents: '199000 ' },
    ]) {
      expect(refusal(() => verifyNotification(secret, { type: 'TRANSACTION', obj: tampered }, { hmac }))).toBe(
        'bad_signature',
      );
    }
  });

  it('does not sign merchant_order_id: the reference can be changed, so orders are found by Paymob’s order id', () => {
    const event = verifyNotification(
      secret,
      { type: 'TRANSACTION', obj: { ...obj, order: { ...obj.order, merchant_order_id: 'order-2' } } },
      { hmac },
    );
    expect(event).toMatchObject({ paymobOrderId: '501', specialReference: 'order-2' });
  });

  it('is safe with signatures of the wrong length or form (no exception from timingSafeEqual)', () => {
    for (const bad of [
      hmac.slice(0, -2),
      `${hmac}00`,
      hmac.slice(0, 64),
      `${hmac.slice(0, -1)}g`,
      'x',
      ' '.repeat(128),
    ]) {
      expect(hmacMatches(secret, transactionHmacString(obj), bad)).toBe(false);
      expect(refusal(() => verifyNotification(secret, body, { hmac: bad }))).toBe('bad_signature');
    }
    expect(hmacMatches(secret, transactionHmacString(obj), hmac.toUpperCase())).toBe(true);
    expect(hmacMatches(secret, transactionHmacString(obj), undefined)).toBe(false);
  });

  it('refuses a repeated hmac or signed parameter (one value checked, another used)', () => {
    expect(refusal(() => verifyNotification(secret, body, { hmac: [hmac, hmac] }))).toBe('malformed');
    expect(refusal(() => verifyNotification(secret, body, `hmac=${hmac}&hmac=${hmac}`))).toBe('malformed');
    const redirect = new URLSearchParams({ id: '301', amount_cents: '199000', hmac });
    redirect.append('amount_cents', '100');
    expect(refusal(() => verifyRedirect(secret, redirect))).toBe('malformed');
  });

  it('refuses what is not a Paymob callback', () => {
    expect(refusal(() => verifyNotification(secret, 'not json', { hmac }))).toBe('malformed');
    expect(refusal(() => verifyNotification(secret, { type: 'REFUND', obj }, { hmac }))).toBe('malformed');
    expect(refusal(() => verifyNotification(secret, { type: 'TRANSACTION' }, { hmac }))).toBe('malformed');
    expect(refusal(() => verifyNotification(secret, [], { hmac }))).toBe('malformed');
  });

  it('reads declines, pending payments and refunds from the signed flags', () => {
    const outcome = (changes: Partial<typeof obj>) => {
      const changed = { ...obj, ...changes };
      return (
        verifyNotification(
          secret,
          { type: 'TRANSACTION', obj: changed },
          { hmac: signHmac(secret, transactionHmacString(changed)) },
        ) as {
          outcome: string;
        }
      ).outcome;
    };
    expect(outcome({ success: false })).toBe('failed');
    expect(outcome({ pending: true, success: false })).toBe('pending');
    expect(outcome({ is_refunded: true })).toBe('reversed');
    expect(outcome({ has_parent_transaction: true })).toBe('reversed');
    expect(outcome({ error_occured: true })).toBe('failed');
  });
});
