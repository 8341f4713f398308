import { describe, expect, it } from 'vitest';
import { loadI18n, withMessages } from './index.ts';

// An area's messages arrive with its screens' code (lingui.config.ts says which), not before.
describe('area catalogues', () => {
  it('are added to the language in use when a screen of the area loads, and not before', async () => {
    const i18n = await loadI18n('ar');
    const infoMessage = 'Allergies and ingredients';
    expect(i18n._(infoMessage)).toBe(infoMessage);

    const load = withMessages('info', async () => ({ default: 'the screen' }));
    await expect(load()).resolves.toEqual({ default: 'the screen' });

    expect(i18n._(infoMessage)).not.toBe(infoMessage);
    expect(i18n._(infoMessage)).toMatch(/[\u0600-\u06FF]/);
    // The public pages' messages are still there.
    expect(i18n._('Choose Your Plan')).toMatch(/[\u0600-\u06FF]/);
  });
});
