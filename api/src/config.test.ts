import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { paymobSettings } from './lib/paymob/index.ts';

const noPaymobKeys = {
  PAYMOB_SECRET_KEY: '',
  PAYMOB_PUBLIC_KEY: '',
  PAYMOB_HMAC_SECRET: '',
  PAYMOB_CARD_INTEGRATION_ID: '',
  PAYMOB_MOTO_INTEGRATION_ID: '',
};

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

  it('takes PUBLIC_URL, when unset or empty, from where the server listens: PORT=5000 means port 5000', () => {
    const onPort = loadConfig({ PORT: '5000', ...noPaymobKeys });
    expect(onPort.PUBLIC_URL).toBe('http://localhost:5000');
    expect(onPort.publicOrigin).toBe('http://localhost:5000');
    expect(onPort.publicUrlGiven).toBe(false);
    expect(onPort.cookieSecure).toBe(false);
    // The simulator's intention goes to this server, not to another on port 4000.
    expect(paymobSettings(onPort).baseUrl).toBe('http://localhost:5000/paymob-sim');
    expect(loadConfig({ PORT: '5000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:5000');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:4000');
    // A host named in HOST is the one to reach (the wildcards mean this machine).
    expect(loadConfig({ PORT: '5000', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:5000');
    expect(loadConfig({ PORT: '5000', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '5000', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:5000');
  });

  it('keeps a PUBLIC_URL that is given, whatever PORT says', () => {
    const given = loadConfig({ PORT: '5000', PUBLIC_URL: 'https://meals.example.eg', ...noPaymobKeys });
    expect(given.PUBLIC_URL).toBe('https://meals.example.eg');
    expect(given.publicUrlGiven).toBe(true);
    expect(given.cookieSecure).toBe(true);
    expect(paymobSettings(given).baseUrl).toBe('https://meals.example.eg/paymob-sim');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
