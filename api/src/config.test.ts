import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes an empty DATABASE_URL (as compose files and CI often leave it) for unset: embedded PGlite', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mealbox' }).DATABASE_URL).toBe('postgres://db/mealbox');
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('bounds the shutdown at 10 s by default, as Docker waits 10 s before SIGKILL', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).SHUTDOWN_TIMEOUT_MS).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
