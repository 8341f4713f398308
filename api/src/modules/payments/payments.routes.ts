import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import { ValidationError } from '../../errors.ts';
import { privateNoStore } from '../../http/rest.ts';
import { LANGUAGE_COOKIE, pathInLanguage } from '../../shared/rules.ts';
import { requireAdmin, requireCustomerAnswer, requireSuperAdminAnswer } from '../../http/requestContext.ts';
import { JsonTooDeepError, parseClientJson } from '../../lib/jsonDepth.ts';
import { PaymobCallbackError, NOTIFICATION_PATH, RESPONSE_PATH } from '../../lib/paymob/index.ts';
import { adminOrderJson } from '../fulfilment/http.ts';
import { adminOrderInclude, type AdminOrderRow } from '../fulfilment/index.ts';
import { orderJson } from '../ordering/http.ts';
import { readMultipartUpload, type IncomingFile } from '../uploads/index.ts';
import { checkout, type CheckoutResult } from './checkout.service.ts';
import { getInstapayRecipient, updateInstapayPaymentStatus, updateInstapayRecipient } from './instapay.service.ts';
import { handlePaymobNotification, handlePaymobRedirect } from './webhooks.service.ts';

/** The old product's form sends the address as a JSON string. */
function parseAddress(address: unknown): unknown {
  if (typeof address !== 'string') return address;
  try {
    return parseClientJson(address, 'Address');
  } catch (error) {
    if (error instanceof JsonTooDeepError) throw ValidationError.forField('address', error.message);
    throw ValidationError.forField('address', 'Address must be a JSON object');
  }
}

/** The checkout's fields and file, from a JSON body or a multipart form (InstaPay's screenshot). */
async function checkoutRequest(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: IncomingFile | null }> {
  if (request.isMultipart()) {
    const { fields, file } = await readMultipartUpload(request, {
      fileField: 'paymentConfirmationImage',
      purpose: 'payment_proof',
    });
    return { fields: { ...fields, address: parseAddress(fields.address) }, file };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { fields: { ...body, address: parseAddress(body.address) }, file: null };
}

/** A checkout as the old product's pages read it; card answers carry the hosted checkout's keys. */
function checkoutJson(result: CheckoutResult) {
  const hosted = result.hostedCheckout;
  return {
    success: true,
    message: result.message,
    order: orderJson(result.order),
    ...(hosted
      ? {
          paymentUrl: hosted.checkoutUrl,
          client_secret: hosted.clientSecret,
          intention_id: hosted.intentionId,
          public_key: hosted.publicKey,
        }
      : {}),
  };
}

export function registerPaymentRoutes(server: FastifyInstance, app: AppContext): void {
  server.post('/api/orders/checkout', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const { fields, file } = await checkoutRequest(request);
    return checkoutJson(await checkout(app, customer.id, fields, file));
  });

  // The old product's card step: one call that checks the order out by card and answers the
  // hosted checkout's keys (the order type defaults to subscription, as on the checkout page).
  server.post('/api/payments/paymob/create-intention', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = await checkout(app, customer.id, {
      ...body,
      paymentMethod: 'card',
      address: parseAddress(body.address),
    });
    return checkoutJson(result);
  });

  server.post(NOTIFICATION_PATH, async (request, reply) => {
    try {
      const outcome = await handlePaymobNotification(app, request.body, request.url.split('?')[1] ?? '');
      // Answered 200 whatever we made of an authentic callback, so Paymob stops retrying.
      return reply.status(200).send({ received: true, outcome });
    } catch (error) {
      if (error instanceof PaymobCallbackError) {
        request.log.warn({ reason: error.reason }, 'Paymob callback refused');
        return reply.status(error.reason === 'malformed' ? 400 : 401).send({ message: 'Invalid callback' });
      }
      throw error;
    }
  });

  server.get(RESPONSE_PATH, async (request, reply) => {
    privateNoStore(reply);
    // Back to the result screen in the language the customer left in.
    const path = await handlePaymobRedirect(app, request.url.split('?')[1] ?? '');
    return reply.redirect(pathInLanguage(path, request.cookies[LANGUAGE_COOKIE]), 303);
  });

  // Whom to pay by InstaPay (null until set): shown at checkout next to the amount and reference.
  server.get('/api/payments/instapay/recipient', async (request, reply) => {
    await requireCustomerAnswer(app, request, reply);
    return { recipient: await getInstapayRecipient(app) };
  });

  server.put('/api/admin/settings/instapay-recipient', async (request, reply) => {
    const admin = await requireSuperAdminAnswer(app, request, reply);
    return { recipient: await updateInstapayRecipient(app, admin.id, request.body ?? {}) };
  });

  server.patch<{ Params: { id: string } }>('/api/admin/orders/:id/payment-status', async (request, reply) => {
    const admin = await requireAdmin(app, request);
    privateNoStore(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Answered like the back office's other order paths: the specification's Order fields.
    const order = await updateInstapayPaymentStatus<AdminOrderRow>(
      app,
      admin.id,
      { ...body, orderId: request.params.id },
      { include: adminOrderInclude },
    );
    return adminOrderJson(order);
  });
}
