// `PORT=5000 npm start` with no PUBLIC_URL: the server's own address is the public one, so a
// card payment goes through the built-in Paymob simulator on that port (the intention, the
// customer's browser and the callbacks), not to a server on port 4000 (issue 18).

import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, NO_PAYMOB_KEYS, submitHostedCheckout } from './payments.ts';
import { buildApi, compiledEntry, isRunning, spawnServer, type ServerProcess } from './serverProcess.ts';

/** A port nothing listens on now, and not 4000 (where the old default sent everything). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => (port === 4000 ? resolve(freePort()) : resolve(port)));
    });
  });
}

describe('PORT alone (no PUBLIC_URL), as `PORT=5000 npm start`', () => {
  let server: ServerProcess;
  let port: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-port-'));

  beforeAll(async () => {
    buildApi();
    port = await freePort();
    server = await spawnServer(process.execPath, ['--enable-source-maps', compiledEntry], {
      ...NO_PAYMOB_KEYS,
      PORT: String(port),
      HOST: '0.0.0.0', // the default: the address to use is localhost
      PUBLIC_URL: undefined, // unset, as on a fresh install
      DATA_DIR: dataDir,
      DATABASE_URL: '', // embedded PGlite, as a fresh clone's `npm start`
      RATE_LIMIT_MULTIPLIER: '100',
    });
  }, 180_000);
  afterAll(async () => {
    if (server && isRunning(server.child.pid!)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a card payment through the simulator on its own port', async () => {
    const origin = `http://localhost:${port}`;
    const rest = async (method: string, urlPath: string, body?: unknown, token?: string) => {
      const response = await fetch(`${origin}${urlPath}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };

    const registered = await rest('POST', '/api/auth/register', {
      email: `port-${port}@example.com`,
      password: 'Cairo-Nile-2026',
      invitationCode: 'CAIRO2026',
      neighborhood: 'Zamalek',
    });
    expect(registered.status).toBe(200);
    const token: string = registered.body.token;
    const menu = await rest('GET', '/api/menu/current');
    const meals: number[] = menu.body.meals.map((meal: { id: number }) => meal.id);
    const order = await rest(
      'POST',
      '/api/orders',
      {
        weekId: menu.body.weekId,
        mealCount: 6,
        defaultPortionSize: 'standard',
        deliverySlot: 'evening',
        items: meals.slice(0, 6).map((mealId) => ({ mealId, portionSize: 'standard' })),
      },
      token,
    );
    expect(order.status).toBe(200);

    // The intention reached the simulator (else: "Paymob is unavailable (intention: unreachable)").
    const checkout = await rest('POST', '/api/orders/checkout', checkoutBody(order.body.id), token);
    expect(checkout.body.message).toBe('Order placed successfully!');
    expect(checkout.status).toBe(200);
    expect(checkout.body.paymentUrl).toMatch(`${origin}/paymob-sim/unifiedcheckout/?publicKey=`);

    // The customer pays on the hosted page and the browser is sent back to this server.
    const paid = await submitHostedCheckout(checkout.body.paymentUrl, 'pay');
    const back = paid.headers.get('location')!;
    expect(back.startsWith(`${origin}/api/payments/paymob/response?`)).toBe(true);
    const result = await fetch(back, { redirect: 'manual' });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toMatch(/^\/payment\/response\?/);

    // The processed callback also came to this port: the order is paid ("confirmed").
    let status = '';
    for (let tries = 0; tries < 100 && status !== 'confirmed'; tries++) {
      const orders = await rest('GET', '/api/orders', undefined, token);
      status = orders.body.find((row: { id: number }) => row.id === order.body.id)?.paymentStatus;
      if (status !== 'confirmed') await sleep(100);
    }
    expect(status).toBe('confirmed');
  }, 60_000);
});
