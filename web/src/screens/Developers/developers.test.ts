// @vitest-environment node
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, parse, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_SCOPE_VALUES } from '@rules';
import { ERROR_TYPES } from './errorTypes.ts';
import { EXAMPLES, graphiqlLink } from './examples.ts';
import { verifyWebhook } from './verifyWebhook.mjs';

const repoFile = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
const schema = buildSchema(repoFile('schema.graphql'));

describe('the /developers examples', () => {
  it('are five, each valid against schema.graphql', () => {
    expect(EXAMPLES).toHaveLength(5);
    for (const example of EXAMPLES) {
      expect(
        validate(schema, parse(example.query)).map((error) => error.message),
        example.title,
      ).toEqual([]);
    }
  });

  it('would fail on a field the schema does not have (the check can fail)', () => {
    const broken = EXAMPLES[0]!.query.replace('orderDeadline', 'orderDeadlineAt');
    expect(validate(schema, parse(broken)).map((error) => error.message)).toEqual([
      'Cannot query field "orderDeadlineAt" on type "Week". Did you mean "orderDeadline"?',
    ]);
  });

  it('each names a partner scope and links to GraphiQL with its query', () => {
    for (const example of EXAMPLES) {
      expect(PARTNER_SCOPE_VALUES).toContain(example.scope);
      const url = new URL(graphiqlLink(example.query), 'http://localhost');
      expect(url.pathname).toBe('/graphql');
      expect(url.searchParams.get('query')).toBe(example.query);
    }
  });
});

describe('the error types /developers lists', () => {
  it("are the schema's Error implementations", () => {
    const implementations = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Error'))
      .map((type) => type.name);
    expect(ERROR_TYPES.map((error) => error.name).sort()).toEqual(implementations.sort());
  });

  it('carry the status REST answers for each (api/src/errors.ts)', () => {
    const source = repoFile('api/src/errors.ts');
    const statuses = Object.fromEntries(
      [...source.matchAll(/class (\w+) extends DomainError \{\s*override readonly status = (\d+)/g)].map((match) => [
        match[1],
        Number(match[2]),
      ]),
    );
    expect(Object.fromEntries(ERROR_TYPES.map((error) => [error.name, error.status]))).toEqual(statuses);
  });
});

describe('the dependency-free webhook verification shown on /developers', () => {
  // Standard Webhooks' own test vector.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"test": 2432232314}';
  const headers = {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  };
  afterEach(() => vi.useRealTimers());

  it("accepts the specification's example, among several signatures", () => {
    vi.useFakeTimers({ now: 1614265330_000 + 60_000 });
    expect(verifyWebhook(secret, headers, body)).toEqual({ test: 2432232314 });
    const rotated = { ...headers, 'webhook-signature': `v1,bm90IHRoaXMgb25l ${headers['webhook-signature']}` };
    expect(verifyWebhook(secret, rotated, body)).toEqual({ test: 2432232314 });
  });

  it('refuses a changed body, another secret, a stale timestamp and missing headers', () => {
    vi.useFakeTimers({ now: 1614265330_000 });
    expect(() => verifyWebhook(secret, headers, '{"test": 2432232315}')).toThrow('Invalid webhook signature');
    const other = `whsec_${Buffer.from('another secret').toString('base64')}`;
    expect(() => verifyWebhook(other, headers, body)).toThrow('Invalid webhook signature');
    expect(() => verifyWebhook(secret, { ...headers, 'webhook-signature': 'v2,abc' }, body)).toThrow(
      'Invalid webhook signature',
    );
    expect(() => verifyWebhook(secret, { ...headers, 'webhook-id': undefined }, body)).toThrow(
      'Missing webhook headers',
    );
    vi.setSystemTime(1614265330_000 + 6 * 60_000);
    expect(() => verifyWebhook(secret, headers, body)).toThrow('too old or too new');
  });

  it('accepts what a sender signing by the same scheme sends now', () => {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const payload = JSON.stringify({ type: 'order.delivered' });
    const signature = createHmac('sha256', key).update(`msg_1.${timestamp}.${payload}`).digest('base64');
    const signed = { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
    expect(verifyWebhook(secret, signed, payload)).toEqual({ type: 'order.delivered' });
  });
});
