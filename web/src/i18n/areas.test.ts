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

  it('reach a language whose instance is made after the screen has loaded (the server renders English after Arabic)', async () => {
    // /meals' screen loads while only the Arabic instance exists (the test above made it).
    const load = withMessages('meals', async () => ({ default: 'the meals screen' }));
    await load();
    expect((await loadI18n('ar'))._('{calories} kcal', { calories: 420 })).toMatch(/[\u0600-\u06FF]/);
    // The English instance made afterwards has /meals' messages too (those English keeps: values, plurals).
    const english = await loadI18n('en');
    expect(english._('({count, plural, one {# rating} other {# ratings}})', { count: 1 })).toBe('(1 rating)');
    expect(english._('({count, plural, one {# rating} other {# ratings}})', { count: 3 })).toBe('(3 ratings)');
  });
});
