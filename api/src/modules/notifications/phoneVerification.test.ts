// Phone verification: a 6-digit code over SMS or WhatsApp (through the simulators), 5 minutes,
// 5 tries, rate-limited; guessed, reused, expired and foreign codes refused; GraphQL and REST.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notificationChannels } from './index.ts';

let server: TestServer;

beforeAll(async () => {
  // The real limits: 5 codes an hour per customer.
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  server.clock.reset();
  notificationChannels(server.app).simulator.clear();
});

let phoneSequence = 0;
async function customerWithPhone(language: 'en' | 'ar' = 'en') {
  const made = await createCustomer(server.app);
  phoneSequence += 1;
  const phone = `+2010${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSequence % 100).padStart(2, '0')}`;
  await server.app.prisma.customer.update({
    where: { id: made.customer.id },
    data: { phone, preferredLanguage: language },
  });
  return { ...made, phone };
}

const START = /* GraphQL */ `
  mutation ($input: PhoneVerificationStartInput!) {
    phoneVerificationStart(input: $input) {
      __typename
      ... on PhoneVerificationStartPayload {
        channel
        phone
        expiresAt
      }
      ... on ValidationError {
        message
        issues {
          path
        }
      }
      ... on RateLimitError {
        message
      }
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation ($input: PhoneVerificationConfirmInput!) {
    phoneVerificationConfirm(input: $input) {
      __typename
      ... on PhoneVerificationConfirmPayload {
        notificationSettings {
          phoneVerified
        }
      }
      ... on ValidationError {
        message
        issues {
          path
        }
      }
    }
  }
`;

const start = (token: string, channel = 'sms') => server.gql(START, { input: { channel } }, { token });
const confirm = (token: string, code: string) => server.gql(CONFIRM, { input: { code } }, { token });

/** The code in the last message the simulator recorded to `phone`. */
function lastCode(phone: string): string {
  const sent = notificationChannels(server.app)
    .simulator.messages.filter((m) => m.to === phone)
    .at(-1);
  const code = sent?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verifiedAt = async (customerId: number) =>
  (await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customerId } })).phoneVerifiedAt;

describe('phone verification', () => {
  it('sends a 6-digit code by SMS and by WhatsApp in the customer language; the last one verifies the phone', async () => {
    const { customer, token, phone } = await customerWithPhone('ar');
    const sms = await start(token, 'sms');
    expect(sms.data.phoneVerificationStart.__typename).toBe('PhoneVerificationStartPayload');
    expect(sms.data.phoneVerificationStart.phone).toBe(phone);
    const smsCode = lastCode(phone);
    expect(smsCode).toMatch(/^\d{6}$/);

    expect((await start(token, 'whatsapp')).data.phoneVerificationStart.channel).toBe('whatsapp');
    const sent = notificationChannels(server.app).simulator.messages.filter((m) => m.to === phone);
    expect(sent.map((m) => m.channel)).toEqual(['sms', 'whatsapp']);
    expect(sent[1]!.template).toBe('mealbox_phone_code_ar');
    expect(sent[1]!.text).toContain('رمز التحقق');
    const code = lastCode(phone);
    const row = await server.app.prisma.phoneVerificationCode.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(row.codeHash).not.toContain(code); // only the hash is stored

    // The new request replaced the old code (unless both happen to be equal).
    if (smsCode !== code) {
      expect((await confirm(token, smsCode)).data.phoneVerificationConfirm.__typename).toBe('ValidationError');
    }
    const ok = await confirm(token, code);
    expect(ok.data.phoneVerificationConfirm.notificationSettings.phoneVerified).toBe(true);
    expect(await verifiedAt(customer.id)).not.toBeNull();
    expect(await server.app.prisma.phoneVerificationCode.count({ where: { customerId: customer.id } })).toBe(0);

    // Reused: refused.
    const reused = await confirm(token, code);
    expect(reused.data.phoneVerificationConfirm.issues).toEqual([{ path: ['code'] }]);
  });

  it('kills a code after 5 wrong tries, even for the right code after', async () => {
    const { customer, token, phone } = await customerWithPhone();
    await start(token);
    const code = lastCode(phone);
    for (let i = 0; i < 5; i++) {
      const guess = await confirm(token, wrong(code));
      expect(guess.data.phoneVerificationConfirm.__typename).toBe('ValidationError');
      expect(guess.data.phoneVerificationConfirm.issues).toEqual([{ path: ['code'] }]);
    }
    const late = await confirm(token, code);
    expect(late.data.phoneVerificationConfirm.message).toMatch(/Too many wrong tries/);
    expect(await verifiedAt(customer.id)).toBeNull();
  });

  it('refuses an expired code', async () => {
    const { customer, token, phone } = await customerWithPhone();
    await start(token);
    const code = lastCode(phone);
    server.clock.set(new Date(Date.now() + 5 * 60_000 + 1000));
    const expired = await confirm(token, code);
    expect(expired.data.phoneVerificationConfirm.message).toMatch(/expired/);
    expect(await verifiedAt(customer.id)).toBeNull();
  });

  it("does not verify with another customer's code, nor with a number changed since", async () => {
    const a = await customerWithPhone();
    const b = await customerWithPhone();
    await start(a.token);
    await start(b.token);
    expect((await confirm(b.token, lastCode(a.phone))).data.phoneVerificationConfirm.__typename).toBe(
      lastCode(a.phone) === lastCode(b.phone) ? 'PhoneVerificationConfirmPayload' : 'ValidationError',
    );
    if (lastCode(a.phone) !== lastCode(b.phone)) expect(await verifiedAt(b.customer.id)).toBeNull();

    await server.app.prisma.customer.update({ where: { id: a.customer.id }, data: { phone: '+201099999998' } });
    const changed = await confirm(a.token, lastCode(a.phone));
    expect(changed.data.phoneVerificationConfirm.message).toMatch(/phone number changed/);
    expect(await verifiedAt(a.customer.id)).toBeNull();
  });

  it('lets only one of two concurrent confirms succeed', async () => {
    const { customer, token, phone } = await customerWithPhone();
    await start(token);
    const code = lastCode(phone);
    const both = await Promise.all([confirm(token, code), confirm(token, code)]);
    expect(both.map((r) => r.data.phoneVerificationConfirm.__typename).sort()).toEqual([
      'PhoneVerificationConfirmPayload',
      'ValidationError',
    ]);
    expect(await verifiedAt(customer.id)).not.toBeNull();
  });

  it('rate-limits requests to 5 an hour per customer', async () => {
    const { token, phone } = await customerWithPhone();
    for (let i = 0; i < 5; i++) {
      expect((await start(token)).data.phoneVerificationStart.__typename).toBe('PhoneVerificationStartPayload');
    }
    const limited = await start(token);
    expect(limited.data.phoneVerificationStart.__typename).toBe('RateLimitError');
    expect(notificationChannels(server.app).simulator.messages.filter((m) => m.to === phone)).toHaveLength(5);
  });

  it('refuses bad input naming the field, anonymous callers, and a customer without a phone', async () => {
    const { token } = await customerWithPhone();
    const badChannel = await server.rest('POST', '/api/user/phone-verification', { channel: 'pigeon' }, { token });
    expect(badChannel.status).toBe(400);
    expect(JSON.stringify(badChannel.body)).toMatch(/channel/);
    for (const code of ['12345', 'abcdef', '1234567']) {
      const bad = await confirm(token, code);
      expect(bad.data.phoneVerificationConfirm.issues).toEqual([{ path: ['code'] }]);
    }

    const anonymous = await server.gql(START, { input: { channel: 'sms' } });
    expect(anonymous.data?.phoneVerificationStart ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    expect((await server.rest('POST', '/api/user/phone-verification', { channel: 'sms' })).status).toBe(401);
    expect((await server.rest('POST', '/api/user/phone-verification/confirm', { code: '123456' })).status).toBe(401);

    const noPhone = await createCustomer(server.app);
    const refused = await start(noPhone.token);
    expect(refused.data.phoneVerificationStart.issues).toEqual([{ path: ['phone'] }]);
    expect(notificationChannels(server.app).simulator.messages).toHaveLength(0);
  });

  it('sends nothing live when the provider is down, and verifies over REST', async () => {
    const { customer, token, phone } = await customerWithPhone();
    notificationChannels(server.app).simulator.outage('sms');
    const down = await server.rest('POST', '/api/user/phone-verification', { channel: 'sms' }, { token });
    expect(down.status).toBe(503);
    expect(await server.app.prisma.phoneVerificationCode.count({ where: { customerId: customer.id } })).toBe(0);
    notificationChannels(server.app).simulator.outage('sms', false);

    const sent = await server.rest('POST', '/api/user/phone-verification', { channel: 'sms' }, { token });
    expect(sent.status).toBe(200);
    // Typed in Arabic-Indic digits, as on an Arabic keyboard.
    const typed = lastCode(phone).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const ok = await server.rest('POST', '/api/user/phone-verification/confirm', { code: typed }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.phoneVerified).toBe(true);
    expect(await verifiedAt(customer.id)).not.toBeNull();
  });
});

describe('changing the phone number', () => {
  it('clears the verification only when the number changes', async () => {
    const { customer, token, phone } = await customerWithPhone();
    await server.app.prisma.customer.update({ where: { id: customer.id }, data: { phoneVerifiedAt: new Date() } });
    const same = await server.rest('PATCH', '/api/user/profile', { phone }, { token });
    expect(same.status).toBe(200);
    expect(await verifiedAt(customer.id)).not.toBeNull();
    const other = await server.rest('PATCH', '/api/user/profile', { phone: '01099999997' }, { token });
    expect(other.status).toBe(200);
    expect(await verifiedAt(customer.id)).toBeNull();
    // WhatsApp and SMS are off until the new number is verified (as the Profile shows them).
    const settings = await server.rest('GET', '/api/user/notifications', undefined, { token });
    expect(settings.body.phoneVerified).toBe(false);
    expect(settings.body.kinds.some((k: { whatsapp: boolean; sms: boolean }) => k.whatsapp || k.sms)).toBe(false);
  });

  it('over GraphQL too; a refused number and removing the number behave as the rule says', async () => {
    const { customer, token, phone } = await customerWithPhone();
    const verify = () =>
      server.app.prisma.customer.update({ where: { id: customer.id }, data: { phoneVerifiedAt: new Date() } });
    const UPDATE = `mutation ($input: ProfileUpdateInput!) { profileUpdate(input: $input) {
      __typename ... on ProfileUpdatePayload { viewer { notificationSettings { phoneVerified } } }
      ... on ValidationError { issues { path } } } }`;
    await verify();
    const refused = await server.rest('PATCH', '/api/user/profile', { phone: '0109' }, { token });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/phone|digit/i);
    const refusedGql = await server.gql(UPDATE, { input: { phone: '0109' } }, { token });
    expect(refusedGql.data.profileUpdate.issues).toEqual([{ path: ['phone'] }]);
    expect(await verifiedAt(customer.id)).not.toBeNull();

    const same = await server.gql(UPDATE, { input: { phone } }, { token });
    expect(same.data.profileUpdate.viewer.notificationSettings.phoneVerified).toBe(true);
    const changed = await server.gql(UPDATE, { input: { phone: '01099999996' } }, { token });
    expect(changed.data.profileUpdate.viewer.notificationSettings.phoneVerified).toBe(false);
    expect(await verifiedAt(customer.id)).toBeNull();

    await verify();
    const removed = await server.rest('PATCH', '/api/user/profile', { phone: null }, { token });
    expect(removed.status).toBe(200);
    expect(await verifiedAt(customer.id)).toBeNull();
  });
});
