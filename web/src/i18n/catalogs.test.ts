// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The catalogues are complete: every message the app shows was extracted into its area's, and has its
 * Arabic, with the English's placeholders and Arabic's plural forms. A failure here names the
 * message; `npm run i18n:extract -w web` adds new messages, each catalogue's `ar.po` gets their Arabic.
 */
const config = getConfig({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) });
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Catalog = Record<string, { translation?: string }>;
interface Area {
  path: string;
  inSource: string[];
  english: Catalog;
  arabic: Catalog;
}
const areas: Area[] = [];

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    areas.push({
      path: catalog.path,
      inSource: Object.keys((await catalog.collect()) ?? {}),
      english: await catalog.read('en'),
      arabic: await catalog.read('ar'),
    });
  }
}, 60_000);

/** The placeholders a message fills, and the plural/select forms each offers. */
function shapeOf(message: CompiledMessage, shape = { names: new Set<string>(), plurals: [] as string[][] }) {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, choices] = token;
    shape.names.add(name);
    if (choices && typeof choices === 'object') {
      const forms = Object.keys(choices).filter((key) => key !== 'offset');
      if (type === 'plural') shape.plurals.push(forms);
      for (const form of forms) shapeOf((choices as Record<string, CompiledMessage>)[form]!, shape);
    }
  }
  return shape;
}

describe('the message catalogues', () => {
  it('are the public pages’, the account’s, the information pages’ and the back office’s', () => {
    expect(areas.map((area) => area.path.replace(/.*\/src\//, 'src/'))).toEqual([
      'src/locales/{locale}',
      'src/locales/account/{locale}',
      'src/locales/info/{locale}',
      'src/locales/admin/{locale}',
    ]);
  });

  it('hold every message the source shows (run `npm run i18n:extract -w web` when this fails)', () => {
    expect(areas.reduce((count, area) => count + area.inSource.length, 0)).toBeGreaterThan(0);
    for (const { path, inSource, english } of areas) {
      expect(
        inSource.filter((id) => !(id in english)),
        path,
      ).toEqual([]);
    }
  });

  it('have the Arabic of every message', () => {
    for (const { path, english, arabic } of areas) {
      const missing = Object.keys(english).filter((id) => !arabic[id]?.translation?.trim());
      expect(missing, path).toEqual([]);
    }
  });

  it('keep each message’s placeholders in Arabic, and give its plurals every Arabic form', () => {
    for (const { arabic } of areas) {
      for (const [id, { translation }] of Object.entries(arabic)) {
        if (!translation) continue;
        const source = shapeOf(compileMessageOrThrow(id));
        const target = shapeOf(compileMessageOrThrow(translation));
        expect([...target.names].sort(), id).toEqual([...source.names].sort());
        for (const forms of target.plurals) expect(forms, id).toEqual(expect.arrayContaining(ARABIC_PLURALS));
      }
    }
  });
});
