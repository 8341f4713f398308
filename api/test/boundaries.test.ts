// The architecture's lint rules (eslint.config.js), each run over a snippet that breaks it and
// one that keeps it: a boundary the linter stopped enforcing would fail here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, cache: false });
});

/** The rules a snippet breaks, linted as if it were the file at `file` (relative to the repository). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))];
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('a module is reached only through its index.ts', () => {
  it("refuses another module's internals, from a module, the http layer, the seed and the tests", async () => {
    const cases: [string, string][] = [
      ['api/src/modules/ordering/fixture.service.ts', '../catalog/menus.service.ts'],
      ['api/src/modules/auth/fixture.service.ts', '../onboarding/invitationCodes.service.ts'],
      ['api/src/modules/ordering/fixture.routes.ts', '../catalog/catalog.routes.ts'],
      ['api/src/http/fixture.ts', '../modules/auth/viewer.service.ts'],
      ['api/src/graphql/fixture.ts', '../modules/auth/auth.schema.ts'],
      ['api/src/fixture.ts', './modules/catalog/weeks.service.ts'],
      ['api/src/seed/fixture.ts', '../modules/auth/passwords.ts'],
      ['api/test/fixture.ts', '../src/modules/auth/sessions.service.ts'],
    ];
    for (const [file, internal] of cases) {
      expect(await brokenRules(file, `export * from '${internal}';`), `${file} → ${internal}`).toContain(BOUNDARY);
      const face = internal.replace(/[^/]+$/, 'index.ts');
      expect(await brokenRules(file, `export * from '${face}';`), `${file} → ${face}`).toEqual([]);
    }
  });

  it('reaches a library folder (api/src/lib/<thing>/) only through its index.ts too', async () => {
    expect(await brokenRules('api/src/http/fixture.ts', "export * from '../lib/paymob/hmac.ts';")).toContain(BOUNDARY);
    expect(
      await brokenRules('api/src/modules/ordering/fixture.service.ts', "export * from '../../lib/paymob/client.ts';"),
    ).toContain(BOUNDARY);
    expect(await brokenRules('api/src/http/fixture.ts', "export * from '../lib/paymob/index.ts';")).toEqual([]);
  });

  it('allows its other faces: http.ts (routes) and graphql.ts (schema)', async () => {
    expect(await brokenRules('api/src/http/fixture.ts', "export * from '../modules/catalog/http.ts';")).toEqual([]);
    expect(await brokenRules('api/src/graphql/fixture.ts', "export * from '../modules/catalog/graphql.ts';")).toEqual(
      [],
    );
  });

  it('lets a module import its own files', async () => {
    expect(await brokenRules('api/src/modules/catalog/fixture.ts', "export * from './menus.service.ts';")).toEqual([]);
  });
});

describe('the server has no import cycle', () => {
  // Linted as the real file: subscriptions' service reaching ordering's routes, whose order edits
  // import subscriptions, closes a loop. (import-x skips type-only imports: importCycles.test.ts
  // checks those.)
  const file = 'api/src/modules/subscriptions/subscriptions.service.ts';
  it('refuses an import that closes a cycle', async () => {
    expect(await brokenRules(file, "export { registerOrderingRoutes } from '../ordering/http.ts';")).toContain(
      'import-x/no-cycle',
    );
  });

  it("allows the same need met through ordering's rules face", async () => {
    expect(await brokenRules(file, "export { skipRefusal } from '../ordering/rules.ts';")).toEqual([]);
  });
});

describe('the web app imports only the shared rules and pricing from the server', () => {
  it('allows @rules and @pricing', async () => {
    const code = "export { MIN_MEALS } from '@rules';\nexport { quote } from '@pricing';";
    expect(await brokenRules('web/src/fixture.ts', code)).toEqual([]);
  });

  it('refuses any other server file, by relative path or through a module face', async () => {
    for (const target of [
      '../../api/src/modules/catalog/index.ts',
      '../../api/src/app.ts',
      '../../api/src/lib/money.ts',
    ]) {
      expect(await brokenRules('web/src/fixture.ts', `export * from '${target}';`), target).toContain(BOUNDARY);
    }
  });
});

describe('the shared pure modules stay pure', () => {
  it('shared/ imports nothing but shared/', async () => {
    expect(await brokenRules('api/src/shared/fixture.ts', "export { z } from 'zod';")).toContain(
      'no-restricted-imports',
    );
    expect(
      await brokenRules('api/src/shared/fixture.ts', "import { z } from 'zod';\nexport const s = z.string();"),
    ).toContain('no-restricted-imports');
    const rule = 'api/src/shared/rules/fixture.ts';
    expect(await brokenRules(rule, "export { toPounds } from '../../lib/money.ts';")).toContain(
      'no-restricted-imports',
    );
    expect(await brokenRules(rule, "export { inEnglish } from './messages.ts';")).toEqual([]);
  });

  it('pricing.ts imports only the shared rules', async () => {
    const file = 'api/src/modules/pricing/pricing.ts';
    expect(await brokenRules(file, "export { toPounds } from '../../lib/money.ts';")).toContain(
      'no-restricted-imports',
    );
    expect(await brokenRules(file, "export { MIN_MEALS } from '../../shared/rules.ts';")).toEqual([]);
  });
});

describe('only services call Prisma', () => {
  const client = '{ prisma: { meal: { findMany(): unknown } } }';
  const read = `export const meals = (app: ${client}) => app.prisma.meal.findMany();`;
  const destructured = `export const meals = ({ prisma }: ${client}) => prisma.meal.findMany();`;

  it('refuses Prisma in GraphQL types, REST routes and the http and graphql layers', async () => {
    for (const file of [
      'api/src/modules/catalog/fixture.schema.ts',
      'api/src/modules/catalog/fixture.routes.ts',
      'api/src/graphql/fixture.ts',
      'api/src/http/fixture.ts',
    ]) {
      expect(await brokenRules(file, read), file).toContain('no-restricted-syntax');
      expect(await brokenRules(file, destructured), file).toContain('no-restricted-syntax');
    }
  });

  it('allows it in a service', async () => {
    expect(await brokenRules('api/src/modules/catalog/fixture.service.ts', read)).toEqual([]);
  });
});

describe('React hooks', () => {
  it('refuses a hook called conditionally', async () => {
    const code = `import { useState } from 'react';
export function Flag({ on }: { on: boolean }) {
  if (on) {
    const [value] = useState(1);
    return value;
  }
  return 0;
}`;
    expect(await brokenRules('web/src/components/Fixture.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('customer-facing text in the translated screens', () => {
  const file = 'web/src/screens/Landing/Fixture.tsx';
  const component = (body: string) => `import { useLingui } from '@lingui/react';
import { notify } from '../../components/ui/toaster.tsx';
export function Fixture() {
  const { i18n } = useLingui();
  return ${body};
}`;

  it('refuses English written into JSX, a label attribute or a toast instead of the catalogue', async () => {
    for (const body of [
      '<p>Fresh meals</p>',
      "<p>{'Fresh meals'}</p>",
      '<nav aria-label="Site" />',
      "<button onClick={() => notify({ type: 'success', title: 'Saved' })} />",
    ]) {
      expect(await brokenRules(file, component(body)), body).toContain('no-restricted-syntax');
    }
  });

  it('refuses the same in the back office, and in the props its dialogs and tables show', async () => {
    const admin = 'web/src/screens/Admin/Fixture.tsx';
    for (const body of [
      '<th>Customer</th>',
      '<Dialog confirmLabel="Delete" />',
      '<Table emptyText="No orders match." />',
      '<Field helperText="Leave blank to keep the current password." />',
    ]) {
      expect(await brokenRules(admin, component(body)), body).toContain('no-restricted-syntax');
    }
    expect(await brokenRules(admin, component("<Dialog confirmLabel={i18n._('Delete')} />"))).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('covers the meal, landing-page and neighbourhood screens too', async () => {
    for (const admin of [
      'web/src/screens/Admin/Meals/MealTable.tsx',
      'web/src/screens/Admin/Landing/HeroCard.tsx',
      'web/src/screens/Admin/Reference/NeighborhoodsPanel.tsx',
    ]) {
      expect(await brokenRules(admin, component('<Table nameHeader="Title" />')), admin).toContain(
        'no-restricted-syntax',
      );
    }
  });

  it('allows the same text through i18n._, and numbers and style values as they are', async () => {
    const body = `<p aria-label={i18n._('Site')} color="fg.muted" onClick={() => notify({ type: 'success', title: i18n._('Saved') })}>
      {i18n._('Fresh meals')} 42
    </p>`;
    expect(await brokenRules(file, component(body))).toEqual([]);
  });
});
