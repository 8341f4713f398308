// Referrals: personal codes, the friend's 10 %, the inviter's EGP 100 and the
// credit ledger that charges use first, with every bad input the issue lists. Through the real
// checkout, the Paymob simulator and InstaPay's admin verdict; the races on real PostgreSQL.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInAdmin, liveWeeksWithMenus, unique } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addOrder,
  checkoutBody,
  NO_PAYMOB_KEYS,
  restInstapayCheckout,
  submitHostedCheckout,
} from '../../../test/payments.ts';
import { pngOfSize } from '../../../test/uploads.ts';
import { checkoutQuote } from '../payments/index.ts';
import {
  applyCreditToCharges,
  cairoMonthStart,
  decideReferralsAfterCharges,
  codeStem,
  decideReferralForOrder,
  ensurePersonalCode,
  mailboxOf,
  REFERRAL_CREDIT_PIASTERS,
} from './index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
});

const prisma = () => server.app.prisma;

/** A customer with a name, and their personal code. */
async function inviter(data: { phone?: string; name?: string } = {}) {
  const made = await createCustomer(server.app);
  await prisma().customer.update({
    where: { id: made.customer.id },
    data: { name: data.name ?? 'Mona Hassan', phone: data.phone ?? null },
  });
  const code = await ensurePersonalCode(server.app, made.customer.id);
  return { ...made, code: code.code };
}

/** A friend registered through REST with the code (as the share link's dialog leads to). */
async function registerWith(code: string, email = `${unique('friend')}@example.com`) {
  const answer = await server.rest('POST', '/api/auth/register', {
    email,
    password: 'correct horse',
    name: 'Friend Person',
    invitationCode: code,
  });
  return answer;
}

async function friendOf(code: string, email?: string) {
  const answer = await registerWith(code, email);
  expect(answer.status).toBe(200);
  return { id: answer.body.user.id as number, token: answer.body.token as string, email: answer.body.user.email };
}

const balanceOf = async (customerId: number) =>
  (await prisma().customer.findUniqueOrThrow({ where: { id: customerId } })).creditPiasters;

const ledgerSum = async (customerId: number) =>
  (await prisma().creditEntry.aggregate({ where: { customerId }, _sum: { amountPiasters: true } }))._sum
    .amountPiasters ?? 0;

/** Credit given straight into the ledger (as a referral would), for the tests of its use. */
async function grant(customerId: number, amount: number) {
  await prisma().$transaction([
    prisma().customer.update({ where: { id: customerId }, data: { creditPiasters: { increment: amount } } }),
    prisma().creditEntry.create({ data: { customerId, amountPiasters: amount, reason: 'referral' } }),
  ]);
}

/** Card checkout on the simulator's hosted page: pay or decline. */
async function payByCard(token: string, orderId: number, action: 'pay' | 'decline', orderType = 'trial') {
  const answer = await server.rest('POST', '/api/orders/checkout', checkoutBody(orderId, { orderType }), { token });
  expect(answer.status).toBe(200);
  const hosted = await submitHostedCheckout(answer.body.paymentUrl as string, action);
  expect(hosted.status).toBe(303);
  const back = await fetch(hosted.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
}

describe('the personal code', () => {
  it('is readable (the name plus digits), unique, made once, 10 uses', async () => {
    const { customer, code } = await inviter({ name: 'Ahmed Fawzy' });
    expect(code).toMatch(/^AHMED\d{4}$/);
    const again = await ensurePersonalCode(server.app, customer.id);
    expect(again.code).toBe(code);
    expect(again.maxUses).toBe(10);
    expect(await prisma().invitationCode.count({ where: { ownerCustomerId: customer.id } })).toBe(1);
    expect(codeStem('محمد', 'mo.salah+x@example.com')).toBe('MOSALAHX'.slice(0, 8));
    expect(codeStem('', '')).toBe('FRIEND');
  });

  it('made by two requests at once is still one code', async () => {
    const { customer } = await createCustomer(server.app);
    const [a, b] = await Promise.all([
      ensurePersonalCode(server.app, customer.id),
      ensurePersonalCode(server.app, customer.id),
    ]);
    expect(a.code).toBe(b.code);
  });

  it('GraphQL viewer and REST /api/user/referral show it with the share link', async () => {
    const { token, code } = await inviter();
    const gql = await server.gql(
      '{ viewer { referral { code shareLink usesLeft creditPerFriend { pounds } monthlyLimit } credit { balance { piasters } } } }',
      {},
      { token },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.viewer.referral).toMatchObject({
      code,
      usesLeft: 10,
      creditPerFriend: { pounds: 100 },
      monthlyLimit: 10,
    });
    expect(gql.data.viewer.referral.shareLink).toMatch(new RegExp(`/\\?invite=${code}$`));
    const rest = await server.rest('GET', '/api/user/referral', undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ code, usesLeft: 10, friends: [] });
    expect((await server.rest('GET', '/api/user/referral')).status).toBe(401);
  });

  it('passes the eligibility check and registers a friend, counting a use', async () => {
    const { code, token } = await inviter();
    const eligible = await server.rest('POST', '/api/pre-onboarding/validate', {
      email: `${unique('new')}@example.com`,
      neighborhood: 'Zamalek',
      invitationCode: code.toLowerCase(),
    });
    expect(eligible.body).toMatchObject({ success: true });
    await friendOf(code);
    expect((await prisma().invitationCode.findUniqueOrThrow({ where: { code } })).currentUses).toBe(1);
    const rest = await server.rest('GET', '/api/user/referral', undefined, { token });
    expect(rest.body).toMatchObject({ usesLeft: 9, friends: [{ firstName: 'Friend', status: 'pending' }] });
  });

  it('bad input: used after its uses run out, refused and nothing written', async () => {
    const { code } = await inviter();
    await prisma().invitationCode.update({ where: { code }, data: { currentUses: 10 } });
    const email = `${unique('late')}@example.com`;
    const answer = await registerWith(code, email);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('invitationCode');
    expect(await prisma().customer.count({ where: { email } })).toBe(0);
    expect((await prisma().invitationCode.findUniqueOrThrow({ where: { code } })).currentUses).toBe(10);
  });

  it('bad input: the last use taken by two registrations at once, only one gets it', async () => {
    const { code } = await inviter();
    await prisma().invitationCode.update({ where: { code }, data: { currentUses: 9 } });
    const answers = await Promise.all([registerWith(code), registerWith(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await prisma().invitationCode.findUniqueOrThrow({ where: { code } })).currentUses).toBe(10);
  });
});

describe("the friend's first order and the inviter's credit", () => {
  it('10 % off the first order (a line of the quote); paid by card, the inviter gets EGP 100', async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const order = await addOrder(server, friend.token);
    const quote = await checkoutQuote(server.app, friend.id, { orderId: order.id, orderType: 'trial' });
    const before = quote.subtotal - quote.bundleDiscount - quote.firstOrderDiscount;
    expect(quote.referralDiscount).toBe(Math.round(before / 1000) * 100);
    expect(quote.total).toBe(before - quote.referralDiscount + quote.deliveryFee);
    expect(quote.credit).toBe(0);

    await payByCard(friend.token, order.id, 'pay');
    const paid = await prisma().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ paymentStatus: 'confirmed', referralDiscountPiasters: quote.referralDiscount });
    expect(paid.totalPiasters).toBe(quote.total);
    expect(await balanceOf(host.customer.id)).toBe(REFERRAL_CREDIT_PIASTERS);
    const referral = await prisma().referral.findUniqueOrThrow({ where: { friendId: friend.id } });
    expect(referral).toMatchObject({ inviterId: host.customer.id, status: 'credited', orderId: order.id });
    const entries = await prisma().creditEntry.findMany({ where: { customerId: host.customer.id } });
    expect(entries).toMatchObject([
      { amountPiasters: 10_000, reason: 'referral', referralId: referral.id, orderId: order.id },
    ]);
    // The inviter is told, in the same transaction as the credit (the notifications outbox).
    expect(
      await prisma().notification.findMany({
        where: { customerId: host.customer.id },
        select: { kind: true, channel: true, eventKey: true },
      }),
    ).toEqual([{ kind: 'referral_credit', channel: 'email', eventKey: `referral_credit:referral:${referral.id}` }]);

    // The friend's second order is not a first one: no discount, no second credit.
    const second = await addOrder(server, friend.token, { weekIndex: 1 });
    const next = await checkoutQuote(server.app, friend.id, { orderId: second.id, orderType: 'subscription' });
    expect(next.referralDiscount).toBe(0);
  });

  it('a declined card gives nothing; InstaPay marked received credits the inviter', async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const order = await addOrder(server, friend.token);
    await payByCard(friend.token, order.id, 'decline');
    expect(await balanceOf(host.customer.id)).toBe(0);

    const upload = await restInstapayCheckout(server, friend.token, order.id, pngOfSize(2_000));
    expect(upload.status).toBe(200);
    const { token: adminToken } = await createSignedInAdmin(server.app);
    const marked = await server.gql(
      `mutation ($input: OrderPaymentStatusUpdateInput!) { orderPaymentStatusUpdate(input: $input) { __typename } }`,
      { input: { orderId: String(order.id), paymentStatus: 'confirmed' } },
      { token: adminToken },
    );
    expect(marked.data?.orderPaymentStatusUpdate.__typename).toBe('OrderPaymentStatusUpdatePayload');
    expect(await balanceOf(host.customer.id)).toBe(REFERRAL_CREDIT_PIASTERS);
  });

  it('bad input: two first orders confirmed at once for the same friend give one credit', async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const weeks = await liveWeeksWithMenus(server.app);
    const orders = await Promise.all(
      [0, 1].map((i) =>
        prisma().order.create({
          data: {
            customerId: friend.id,
            weekId: weeks[i]!.week.id,
            mealCount: 4,
            status: 'selected',
            paymentStatus: 'confirmed',
            paymentMethod: 'card',
            purchaseType: 'trial',
          },
        }),
      ),
    );
    const outcomes = await Promise.all(
      orders.map((order) => prisma().$transaction((tx) => decideReferralForOrder(tx, order.id, server.app.now()))),
    );
    expect(outcomes.sort()).toEqual(['already_decided', 'credited']);
    expect(await balanceOf(host.customer.id)).toBe(REFERRAL_CREDIT_PIASTERS);
    expect(await prisma().creditEntry.count({ where: { customerId: host.customer.id, reason: 'referral' } })).toBe(1);
    // A replay later changes nothing either.
    expect(await prisma().$transaction((tx) => decideReferralForOrder(tx, orders[0]!.id, server.app.now()))).toBe(
      'already_decided',
    );
  });

  async function confirmedFirstOrder(friendId: number) {
    const weeks = await liveWeeksWithMenus(server.app);
    const order = await prisma().order.create({
      data: {
        customerId: friendId,
        weekId: weeks[0]!.week.id,
        mealCount: 4,
        status: 'selected',
        paymentStatus: 'confirmed',
        paymentMethod: 'card',
        purchaseType: 'trial',
      },
    });
    return prisma().$transaction((tx) => decideReferralForOrder(tx, order.id, server.app.now()));
  }

  it('bad input: self-referral by the same phone, no credit', async () => {
    const host = await inviter({ phone: '+201001112223' });
    const friend = await friendOf(host.code);
    await prisma().customer.update({ where: { id: friend.id }, data: { phone: '+201001112223' } });
    expect(await confirmedFirstOrder(friend.id)).toBe('self_referral');
    expect(await balanceOf(host.customer.id)).toBe(0);
    expect(await prisma().referral.findUniqueOrThrow({ where: { friendId: friend.id } })).toMatchObject({
      status: 'self_referral',
      creditPiasters: 0,
    });
  });

  it('bad input: self-referral by the same mailbox (dots, +tag), no credit', async () => {
    const local = unique('mona').replaceAll('-', '');
    const host = await createCustomer(server.app, { email: `${local}@gmail.com` });
    const { code } = await ensurePersonalCode(server.app, host.customer.id);
    const friend = await friendOf(code, `${local.slice(0, 3)}.${local.slice(3)}+again@gmail.com`);
    expect(mailboxOf(friend.email)).toBe(mailboxOf(host.email));
    expect(await confirmedFirstOrder(friend.id)).toBe('self_referral');
    expect(await balanceOf(host.customer.id)).toBe(0);
  });

  it('bad input: self-referral by the same saved card, no credit', async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const card = { maskedPan: 'xxxx-xxxx-xxxx-4242', cardBrand: 'Visa' };
    await prisma().savedCard.create({ data: { customerId: host.customer.id, token: unique('tok'), ...card } });
    await prisma().savedCard.create({ data: { customerId: friend.id, token: unique('tok'), ...card } });
    expect(await confirmedFirstOrder(friend.id)).toBe('self_referral');
    expect(await balanceOf(host.customer.id)).toBe(0);
  });

  it('bad input: the 11th credited friend of a Cairo month gets no credit; last month does not count', async () => {
    const host = await inviter();
    await prisma().invitationCode.update({ where: { code: host.code }, data: { maxUses: 20 } });
    const monthStart = cairoMonthStart(server.app.now());
    // Ten friends credited this month, one last month.
    for (let i = 0; i < 11; i += 1) {
      const friend = await createCustomer(server.app);
      await prisma().referral.create({
        data: {
          inviterId: host.customer.id,
          friendId: friend.customer.id,
          status: 'credited',
          creditPiasters: REFERRAL_CREDIT_PIASTERS,
          createdAt: i === 0 ? new Date(monthStart.getTime() - 60_000) : server.app.now(),
        },
      });
    }
    const eleventh = await friendOf(host.code);
    expect(await confirmedFirstOrder(eleventh.id)).toBe('monthly_limit');
    expect(await balanceOf(host.customer.id)).toBe(0);
    expect(cairoMonthStart(new Date('2026-11-30T22:30:00Z')).toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });

  it('bad input: two friends confirmed at once at the 10th place, only one is credited', async () => {
    const host = await inviter();
    await prisma().invitationCode.update({ where: { code: host.code }, data: { maxUses: 20 } });
    for (let i = 0; i < 9; i += 1) {
      const friend = await createCustomer(server.app);
      await prisma().referral.create({
        data: { inviterId: host.customer.id, friendId: friend.customer.id, status: 'credited', creditPiasters: 10_000 },
      });
    }
    const friends = [await friendOf(host.code), await friendOf(host.code)];
    const outcomes = await Promise.all(friends.map((friend) => confirmedFirstOrder(friend.id)));
    expect(outcomes.sort()).toEqual(['credited', 'monthly_limit']);
    expect(await balanceOf(host.customer.id)).toBe(REFERRAL_CREDIT_PIASTERS);
  });
});

describe('the next charge uses the credit first', () => {
  it('checkout shows the credit as a line and charges the rest; the ledger has the use', async () => {
    const { customer, token } = await createCustomer(server.app);
    await grant(customer.id, 10_000);
    const order = await addOrder(server, token);
    const quote = await checkoutQuote(server.app, customer.id, { orderId: order.id, orderType: 'subscription' });
    expect(quote.credit).toBe(10_000);
    const gross = quote.subtotal - quote.discount + quote.deliveryFee;
    expect(quote.total).toBe(gross - 10_000);

    const answer = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), { token });
    expect(answer.status).toBe(200);
    const locked = await prisma().order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect(locked).toMatchObject({ creditPiasters: 10_000, totalPiasters: gross - 10_000 });
    expect(locked.payments[0]!.amountPiasters).toBe(gross - 10_000);
    expect(await balanceOf(customer.id)).toBe(0);
    expect(await ledgerSum(customer.id)).toBe(0);
    const use = await prisma().creditEntry.findFirstOrThrow({ where: { orderId: order.id, reason: 'order_use' } });
    expect(use.amountPiasters).toBe(-10_000);

    // REST /api/user/credits: the balance and the ledger, newest first.
    const credits = await server.rest('GET', '/api/user/credits', undefined, { token });
    expect(credits.body).toMatchObject({
      balancePiasters: 0,
      entries: [{ reason: 'order_use', amountPiasters: -10_000, orderId: order.id }, { reason: 'referral' }],
    });
  });

  it('a declined card gives the credit back; paying again uses it once', async () => {
    const { customer, token } = await createCustomer(server.app);
    await grant(customer.id, 10_000);
    const order = await addOrder(server, token);
    await payByCard(token, order.id, 'decline', 'subscription');
    expect(await balanceOf(customer.id)).toBe(10_000);
    await payByCard(token, order.id, 'pay', 'subscription');
    expect(await balanceOf(customer.id)).toBe(0);
    expect(await ledgerSum(customer.id)).toBe(0);
    expect(await prisma().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paymentStatus: 'confirmed',
      creditPiasters: 10_000,
    });
  });

  it('bad input: a credit larger than the charge pays it all without Paymob; the rest stays for next week', async () => {
    const { customer, token } = await createCustomer(server.app);
    await grant(customer.id, 500_000);
    const order = await addOrder(server, token);
    const answer = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.paymentUrl ?? null).toBeNull();
    const paid = await prisma().order.findUniqueOrThrow({ where: { id: order.id } });
    const gross = paid.subtotalPiasters - paid.discountPiasters + paid.deliveryFeePiasters;
    expect(paid).toMatchObject({ paymentStatus: 'confirmed', totalPiasters: 0, creditPiasters: gross });
    expect(await balanceOf(customer.id)).toBe(500_000 - gross);
    expect(await ledgerSum(customer.id)).toBe(500_000 - gross);
    // A subscription paid by credit starts like one paid by card.
    expect(await prisma().subscription.findUnique({ where: { customerId: customer.id } })).toMatchObject({
      status: 'active',
    });
  });

  it('an InstaPay trial the credit pays whole needs no transfer screenshot; one it does not is refused without', async () => {
    const covered = await createCustomer(server.app);
    await grant(covered.customer.id, 500_000);
    const order = await addOrder(server, covered.token);
    const answer = await restInstapayCheckout(server, covered.token, order.id, null);
    expect(answer.status).toBe(200);
    expect(await prisma().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paymentStatus: 'confirmed',
      paymentMethod: 'instapay',
      totalPiasters: 0,
      paymentProofFileId: null,
    });

    // EGP 100 of credit leaves something to transfer: the screenshot is required, nothing written.
    const partly = await createCustomer(server.app);
    await grant(partly.customer.id, 10_000);
    const unpaid = await addOrder(server, partly.token);
    const refused = await restInstapayCheckout(server, partly.token, unpaid.id, null);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('paymentProof');
    expect(await prisma().order.findUniqueOrThrow({ where: { id: unpaid.id } })).toMatchObject({
      paymentStatus: 'pending',
      creditPiasters: 0,
    });
    expect(await balanceOf(partly.customer.id)).toBe(10_000);
  });

  it("the engine's weekly charge: credit first, the rest charged; a covered order confirmed; run twice, taken once", async () => {
    const weeks = await liveWeeksWithMenus(server.app);
    const partly = await createCustomer(server.app);
    const fully = await createCustomer(server.app);
    await grant(partly.customer.id, 10_000);
    await grant(fully.customer.id, 300_000);
    const make = (customerId: number) =>
      prisma().order.create({
        data: { customerId, weekId: weeks[0]!.week.id, mealCount: 4, status: 'selected', totalPiasters: 99_600 },
      });
    const [a, b] = [await make(partly.customer.id), await make(fully.customer.id)];
    const run = () => prisma().$transaction((tx) => applyCreditToCharges(tx, [a.id, b.id], server.app.now()));
    expect(await run()).toEqual({ toCharge: [a.id], covered: [b.id] });
    expect(await prisma().order.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      totalPiasters: 89_600,
      creditPiasters: 10_000,
      paymentStatus: 'pending',
    });
    expect(await prisma().order.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      totalPiasters: 0,
      creditPiasters: 99_600,
      paymentStatus: 'confirmed',
    });
    expect(await balanceOf(fully.customer.id)).toBe(300_000 - 99_600);

    // A re-run (the engine locks again after a crash) writes the gross again first, as lockBatch does.
    await prisma().order.update({ where: { id: a.id }, data: { totalPiasters: 99_600 } });
    await prisma().$transaction((tx) => applyCreditToCharges(tx, [a.id], server.app.now()));
    expect(await prisma().order.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      totalPiasters: 89_600,
      creditPiasters: 10_000,
    });
    expect(await balanceOf(partly.customer.id)).toBe(0);
    expect(await ledgerSum(partly.customer.id)).toBe(0);
  });

  it("a friend who subscribed without a checkout: the engine's first charge has the 10 % and credits the inviter", async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const weeks = await liveWeeksWithMenus(server.app);
    const order = await prisma().order.create({
      data: {
        customerId: friend.id,
        weekId: weeks[0]!.week.id,
        mealCount: 4,
        status: 'selected',
        totalPiasters: 99_600,
      },
    });
    await prisma().$transaction((tx) => applyCreditToCharges(tx, [order.id], server.app.now()));
    expect(await prisma().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      referralDiscountPiasters: 10_000,
      discountPiasters: 10_000,
      totalPiasters: 89_600,
    });
    // The charge went through (recordOutcomes): the referral is decided after it, once.
    await prisma().order.update({ where: { id: order.id }, data: { paymentStatus: 'confirmed' } });
    await decideReferralsAfterCharges(server.app, [order.id]);
    await decideReferralsAfterCharges(server.app, [order.id]);
    expect(await balanceOf(host.customer.id)).toBe(REFERRAL_CREDIT_PIASTERS);
  });

  it('two checkouts spending the same credit at once cannot take it twice', async () => {
    const { customer, token } = await createCustomer(server.app);
    await grant(customer.id, 10_000);
    const first = await addOrder(server, token, { weekIndex: 0 });
    const second = await addOrder(server, token, { weekIndex: 1 });
    const answers = await Promise.all(
      [first, second].map((order) => server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), { token })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const orders = await prisma().order.findMany({ where: { id: { in: [first.id, second.id] } } });
    expect(orders.reduce((sum, order) => sum + order.creditPiasters, 0)).toBe(10_000);
    expect(await balanceOf(customer.id)).toBe(0);
    expect(await ledgerSum(customer.id)).toBe(0);
  });
});

describe('admins: the referrals and Revoke credit', () => {
  const REVOKE = `mutation ($id: Int!) {
    referralCreditRevoke(referralId: $id) {
      __typename
      ... on ReferralCreditRevokePayload { revoked { piasters } }
      ... on Error { message }
    }
  }`;

  it('lists the referral, revokes only the unused part, audited; again is refused', async () => {
    const host = await inviter();
    const friend = await friendOf(host.code);
    const weeks = await liveWeeksWithMenus(server.app);
    const order = await prisma().order.create({
      data: {
        customerId: friend.id,
        weekId: weeks[0]!.week.id,
        mealCount: 4,
        status: 'selected',
        paymentStatus: 'confirmed',
      },
    });
    await prisma().$transaction((tx) => decideReferralForOrder(tx, order.id, server.app.now()));
    // The inviter spent EGP 40 of it.
    await prisma().$transaction([
      prisma().customer.update({ where: { id: host.customer.id }, data: { creditPiasters: { decrement: 4_000 } } }),
      prisma().creditEntry.create({
        data: { customerId: host.customer.id, amountPiasters: -4_000, reason: 'order_use' },
      }),
    ]);
    const { token: adminToken, admin } = await createSignedInAdmin(server.app);
    const list = await server.gql(
      '{ adminReferrals { referralId friendEmail inviterEmail status credit { pounds } } }',
      {},
      { token: adminToken },
    );
    const row = list.data.adminReferrals.find((r: { friendEmail: string }) => r.friendEmail === friend.email);
    expect(row).toMatchObject({ inviterEmail: host.email, status: 'CREDITED'.toLowerCase(), credit: { pounds: 100 } });

    const denied = await server.gql(REVOKE, { id: row.referralId }, { token: host.token });
    expect(denied.errors?.[0]?.message ?? denied.data?.referralCreditRevoke?.message).toBeTruthy();
    expect(await balanceOf(host.customer.id)).toBe(6_000);

    const revoked = await server.gql(REVOKE, { id: row.referralId }, { token: adminToken });
    expect(revoked.errors).toBeUndefined();
    expect(JSON.stringify(revoked.data)).toContain('6000');
    expect(await balanceOf(host.customer.id)).toBe(0);
    expect(await ledgerSum(host.customer.id)).toBe(0);
    const audit = await prisma().auditEntry.findFirstOrThrow({
      where: { entityType: 'Referral', entityId: row.referralId },
    });
    expect(audit).toMatchObject({ adminId: admin.id, action: 'referral.revokeCredit' });

    const again = await server.rest(
      'POST',
      `/api/admin/referrals/${row.referralId}/revoke-credit`,
      {},
      { token: adminToken },
    );
    expect(again.status).toBe(409);
  });
});
