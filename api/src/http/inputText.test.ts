import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { findInvalidText, isAcceptableText, isTextEncodingError } from '../lib/inputText.ts';

const NUL = '\u0000';

describe('the input-text rule', () => {
  it('refuses control characters and broken Unicode, keeps line breaks, tabs and any script', () => {
    for (const bad of [`a${NUL}b`, 'bell\u0007', 'esc\u001b[0m', 'del\u007f', 'c1\u0085', 'lone \ud800 surrogate']) {
      expect(isAcceptableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Zamalek', 'line one\nline two\r\n', 'a\tb', 'مصر الجديدة', 'emoji 🍲']) {
      expect(isAcceptableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('finds the path of the offending value, keys included', () => {
    expect(findInvalidText({ a: [{ b: 'ok' }, { c: `x${NUL}` }] })).toEqual(['a', 1, 'c']);
    expect(findInvalidText({ [`k${NUL}`]: 1 })).toEqual([`k${NUL}`]);
    expect(findInvalidText({ a: ['fine'] })).toBeNull();
  });
});

describe('NUL bytes and other control characters from clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const invalidEmail = `a${NUL}b@example.com`;

  it.each([
    ['/api/auth/login', { email: invalidEmail, password: 'x' }, 'email'],
    [
      '/api/pre-onboarding/validate',
      { email: 'a@example.com', neighborhood: `Zam${NUL}alek`, invitationCode: 'WELCOME10' },
      'neighborhood',
    ],
    ['/api/auth/register', { email: invalidEmail, password: 'secret123', invitationCode: 'WELCOME10' }, 'email'],
    ['/api/auth/forgot-password', { email: invalidEmail }, 'email'],
  ])('REST %s answers 400 naming the field', async (path, body, field) => {
    const answer = await server.rest('POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect(answer.body.issues).toEqual([{ path: [field], message: expect.any(String) }]);
  });

  it('REST query strings and nested bodies are checked too, with the full path', async () => {
    const search = await server.rest('GET', `/api/meals?search=${encodeURIComponent(`soup${NUL}`)}`);
    expect(search.status).toBe(400);
    expect(search.body.issues[0].path).toEqual(['search']);

    const nested = await server.rest('POST', '/api/temp/meal-selections', {
      weekId: 1,
      mealCount: 4,
      portionSize: 'standard',
      deliverySlot: 'morning',
      selectedMeals: [{ mealId: 1, portionSize: `standard${NUL}` }],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.issues[0].path).toEqual(['selectedMeals', '0', 'portionSize']);
  });

  it('GraphQL mutations answer their ValidationError with the field path', async () => {
    const login = await server.gql(
      `mutation($input: CustomerLoginInput!) { customerLogin(input: $input) {
        __typename ... on ValidationError { message issues { path message } } } }`,
      { input: { email: invalidEmail, password: 'x' } },
    );
    expect(login.errors).toBeUndefined();
    expect(login.data.customerLogin.__typename).toBe('ValidationError');
    expect(login.data.customerLogin.issues).toEqual([{ path: ['email'], message: expect.any(String) }]);

    const eligibility = await server.gql(
      `mutation { eligibilityCheck(input: { email: "a@example.com", neighborhood: "Zam\\u0000alek", invitationCode: "X" }) {
        __typename ... on ValidationError { issues { path } } } }`,
    );
    expect(eligibility.data.eligibilityCheck).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: ['neighborhood'] }],
    });

    const nested = await server.gql(
      `mutation($input: TempMealSelectionSaveInput!) { tempMealSelectionSave(input: $input) {
        __typename ... on ValidationError { issues { path } } } }`,
      {
        input: {
          weekId: 'V2Vlazox',
          mealCount: 4,
          portionSize: 'standard',
          deliverySlot: 'morning',
          selectedMeals: [{ mealId: `TWVhbDox${NUL}`, portionSize: 'standard' }],
        },
      },
    );
    expect(nested.data.tempMealSelectionSave).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: ['selectedMeals', '0', 'mealId'] }],
    });
  });

  it('GraphQL fields without an error union fail with a ValidationError naming the argument', async () => {
    const answer = await server.gql('query($s: String) { meals(search: $s) { totalCount } }', { s: `a${NUL}` });
    expect(answer.errors?.[0]?.message).toContain('search');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'ValidationError', issues: [{ path: ['search'] }] });
    expect(answer.errors?.[0]?.message).not.toBe('Unexpected error.');
  });
});

describe('a database encoding error', () => {
  let server: TestServer;
  let encodingError: unknown;
  beforeAll(async () => {
    server = await startTestServer();
    // The real thing: what Prisma throws when PostgreSQL refuses a NUL.
    encodingError = await server.app.prisma.customer.findUnique({ where: { email: `a${NUL}b@example.com` } }).then(
      () => null,
      (error: unknown) => error,
    );
  });
  afterAll(() => server.close());

  it('is recognised as one', () => {
    expect(isTextEncodingError(encodingError)).toBe(true);
    expect(isTextEncodingError(new Error('connection refused'))).toBe(false);
  });

  it('is never a 500 or "Unexpected error." and logs no error, even past the input rule', async () => {
    const original = server.app.prisma;
    const errorLog = vi.spyOn(server.app.logger, 'error');
    server.app.prisma = new Proxy(original, {
      get: (target, key) =>
        key === 'neighborhood' ? { findMany: () => Promise.reject(encodingError) } : Reflect.get(target, key),
    });
    try {
      const rest = await server.rest('GET', '/api/neighborhoods');
      expect(rest.status).toBe(400);
      const graphql = await server.gql('{ neighborhoods { name } }');
      expect(graphql.errors?.[0]?.extensions?.code).toBe('ValidationError');
      expect(graphql.errors?.[0]?.message).not.toBe('Unexpected error.');
      expect(errorLog).not.toHaveBeenCalled();
    } finally {
      server.app.prisma = original;
      errorLog.mockRestore();
    }
  });
});
