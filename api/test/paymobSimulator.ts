// Fault injection on the Paymob simulator a test server mounts under /paymob-sim.
import { expect } from 'vitest';
import { paymobSettings } from '../src/lib/paymob/index.ts';
import type { TestServer } from './harness.ts';

/** Overrides that make a test server use the simulator even where PAYMOB_* keys are set. */
export const SIMULATOR_CONFIG = {
  PAYMOB_SECRET_KEY: '',
  PAYMOB_PUBLIC_KEY: '',
  PAYMOB_HMAC_SECRET: '',
  PAYMOB_CARD_INTEGRATION_ID: '',
  PAYMOB_MOTO_INTEGRATION_ID: '',
};

const control = (server: TestServer, path: string, init: RequestInit) =>
  fetch(`${server.url}/paymob-sim/_control/${path}`, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Token ${paymobSettings(server.app.config).secretKey}`,
    },
  });

/** The simulator's next calls to `target` fail as `fault` says (`mode`: slow, error, reset, drop). */
export async function setSimulatorFault(
  server: TestServer,
  target: 'intention' | 'pay' | 'notification',
  fault: Record<string, unknown>,
) {
  const response = await control(server, `faults/${target}`, { method: 'PUT', body: JSON.stringify(fault) });
  expect(response.status).toBe(204);
}

export async function clearSimulatorFaults(server: TestServer) {
  const response = await control(server, 'faults', { method: 'DELETE' });
  expect(response.status).toBe(204);
}
