import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { Week } from '../src/generated/prisma/client.ts';
import { signNotification, paymentGateway } from '../src/lib/paymob/index.ts';
import { weekIsLive } from '../src/modules/catalog/index.ts';
import { createCustomer } from './factories.ts';
import type { TestServer } from './harness.ts';

/** Every payments test talks to the simulator, even on a machine with PAYMOB_* in its environment. */
export const NO_PAYMOB_KEYS = {
  PAYMOB_SECRET_KEY: '',
  PAYMOB_PUBLIC_KEY: '',
  PAYMOB_HMAC_SECRET: '',
  PAYMOB_CARD_INTEGRATION_ID: '',
  PAYMOB_MOTO_INTEGRATION_ID: '',
};

/** The live weeks (open for orders), soonest first, and each one's menu. */
export async function liveWeeks(server: TestServer): Promise<{ week: Week; menu: number[] }[]> {
  const weeks = (await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) =>
    weekIsLive(server.app, w),
  );
  return Promise.all(
    weeks.map(async (week) => ({
      week,
      menu: (
        await server.app.prisma.weekMenuItem.findMany({
          where: { weekId: week.id, isAvailable: true, meal: { isActive: true } },
          orderBy: { sortOrder: 'asc' },
        })
      ).map((item) => item.mealId),
    })),
  );
}

/** A new customer with a saved (selected, unpaid) order for a live week. */
export async function customerWithOrder(
  server: TestServer,
  options: { weekIndex?: number; mealCount?: number; portion?: 'standard' | 'large' } = {},
) {
  const { customer, token } = await createCustomer(server.app);
  const order = await addOrder(server, token, options);
  return { customer, token, order };
}

/** Saves an order for one of the live weeks through REST, as the menu page does. */
export async function addOrder(
  server: TestServer,
  token: string,
  options: { weekIndex?: number; mealCount?: number; portion?: 'standard' | 'large' } = {},
) {
  const { week, menu } = (await liveWeeks(server))[options.weekIndex ?? 0]!;
  const mealCount = options.mealCount ?? 6;
  const portion = options.portion ?? 'standard';
  const saved = await server.rest(
    'POST',
    '/api/orders',
    {
      weekId: week.id,
      mealCount,
      defaultPortionSize: portion,
      deliverySlot: 'evening',
      items: Array.from({ length: mealCount }, (_, i) => ({ mealId: menu[i % menu.length]!, portionSize: portion })),
    },
    { token },
  );
  expect(saved.status).toBe(200);
  return saved.body as { id: number; total: number; weekId: number };
}

export const goodAddress = {
  name: 'Mona Hassan',
  street: '26 July Street',
  apartment: '12',
  building: '7',
  floor: '3',
  area: 'Zamalek',
  landmark: 'Next to the bakery',
  phone: '1001234567',
};

export function checkoutBody(orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderId,
    orderType: 'subscription',
    paymentMethod: 'card',
    address: goodAddress,
    deliveryNotes: 'Ring twice',
    ...overrides,
  };
}

/** The browser on the simulator's hosted page: its form, then Pay or Decline. */
export async function submitHostedCheckout(
  checkoutUrl: string,
  action: 'pay' | 'decline',
  options: { saveCard?: boolean } = {},
): Promise<Response> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  const formAction = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  return fetch(new URL(formAction, checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...hidden,
      action,
      ...(options.saveCard === false ? {} : { save_card: 'on' }),
    }),
    redirect: 'manual',
  });
}

/** A processed callback as Paymob sends it, for one of our payments, signed with our secret (or not). */
export function transactionCallback(
  server: TestServer,
  options: { paymobOrderId: string; amountPiasters: number; success: boolean; currency?: string; id?: number },
) {
  const obj = {
    id: options.id ?? randomInt(1_000_000, 9_000_000),
    pending: false,
    amount_cents: options.amountPiasters,
    success: options.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: paymentGateway(server.app).settings.integrations.card,
    profile_id: 900_001,
    has_parent_transaction: false,
    order: { id: Number(options.paymobOrderId), merchant_order_id: 'whatever the sender says' },
    created_at: '2026-01-02T10:11:12.123000',
    currency: options.currency ?? 'EGP',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    data: { message: options.success ? 'Approved' : 'Do not honour' },
    error_occured: false,
    owner: 900_002,
  };
  const body = { type: 'TRANSACTION', obj };
  return { body, hmac: signNotification(paymentGateway(server.app).settings.hmacSecret, body) };
}

export function postCallback(server: TestServer, callback: { body: unknown; hmac: string }) {
  return fetch(`${server.url}/api/payments/paymob/notification?hmac=${callback.hmac}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(callback.body),
  });
}

/** Sets (or, with null, clears) a simulator fault. */
export async function simulatorFault(server: TestServer, target: string, fault: Record<string, unknown> | null) {
  const { settings } = paymentGateway(server.app);
  const response = await fetch(
    fault ? `${settings.baseUrl}/_control/faults/${target}` : `${settings.baseUrl}/_control/faults`,
    {
      method: fault ? 'PUT' : 'DELETE',
      headers: {
        authorization: `Token ${settings.secretKey}`,
        ...(fault ? { 'content-type': 'application/json' } : {}),
      },
      body: fault ? JSON.stringify(fault) : undefined,
    },
  );
  expect(response.status).toBe(204);
}

/** Everything a checkout can write for an order: compared before and after a refused request. */
export async function paymentStateOf(server: TestServer, orderId: number) {
  const order = await server.app.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  return {
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    purchaseType: order.purchaseType,
    totalPiasters: order.totalPiasters,
    paymentProofFileId: order.paymentProofFileId,
    payments: await server.app.prisma.payment.count({ where: { orderId, status: { not: 'failed' } } }),
    trial: await server.app.prisma.trialRedemption.count({ where: { orderId } }),
  };
}

/** The old product's REST checkout by InstaPay: a multipart form with the screenshot last. */
export async function restInstapayCheckout(
  server: TestServer,
  token: string,
  orderId: number,
  file: Buffer | null,
  filename = 'transfer.png',
) {
  const form = new FormData();
  const body = checkoutBody(orderId, { orderType: 'trial', paymentMethod: 'instapay' });
  form.set('orderId', String(orderId));
  form.set('paymentMethod', body.paymentMethod as string);
  form.set('orderType', body.orderType as string);
  form.set('address', JSON.stringify(body.address));
  form.set('deliveryNotes', 'Call on arrival');
  if (file) form.set('paymentConfirmationImage', new Blob([new Uint8Array(file)], { type: 'image/png' }), filename);
  const response = await fetch(`${server.url}/api/orders/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Where a verified card payment for the order sends the browser: the result screen naming it. */
export const successScreen = (orderId: number) =>
  `/payment/response?success=true&order=${encodeURIComponent(encodeGlobalID('Order', orderId))}`;
