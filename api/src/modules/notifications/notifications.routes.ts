// The notifications' REST paths: the customer's choices under /api/user, the
// one-tap opt-out link (GET shows one button, because link previews in
// WhatsApp and mail clients fetch URLs; only its POST opts out, which is also
// what `List-Unsubscribe-Post` sends), and the simulators' outbox at
// /dev/outbox outside production.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app.ts';
import { NotFoundError } from '../../errors.ts';
import { requireCustomerAnswer } from '../../http/requestContext.ts';
import type { Language } from '../../shared/rules.ts';
import { notificationChannels } from './channels.ts';
import { recentNotifications } from './send.service.ts';
import { confirmPhoneCode, requestPhoneCode } from './phoneVerification.service.ts';
import { optOutPage } from './optOutPage.ts';
import {
  notificationSettingsOf,
  optOut,
  optOutRecipient,
  updateNotificationPreferences,
} from './preferences.service.ts';

export function registerNotificationRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/user/notifications', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return notificationSettingsOf(app, customer.id);
  });

  server.put('/api/user/notifications', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return updateNotificationPreferences(app, customer.id, request.body);
  });

  server.post('/api/user/phone-verification', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return requestPhoneCode(app, customer.id, request.body);
  });

  server.post('/api/user/phone-verification/confirm', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return confirmPhoneCode(app, customer.id, request.body);
  });

  server.register(async (scope) => {
    // A form's POST (the page's button) and List-Unsubscribe-Post both send this type; the token
    // in the path is the only credential, so no cookie is read here.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    // The page is in the customer's language; a link that names nobody, in the link's.
    const linkLanguage = (query: unknown): Language => ((query as { lang?: string })?.lang === 'ar' ? 'ar' : 'en');
    const sendPage = (reply: FastifyReply, status: number, html: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

    scope.get<{ Params: { token: string; kind: string } }>(
      '/api/notifications/opt-out/:token/:kind',
      async (request, reply) => {
        const recipient = await optOutRecipient(app, request.params.token, request.params.kind);
        if (!recipient) return sendPage(reply, 404, optOutPage(app, linkLanguage(request.query), 'invalid'));
        return sendPage(reply, 200, optOutPage(app, recipient.language, 'ask'));
      },
    );

    scope.post<{ Params: { token: string; kind: string } }>(
      '/api/notifications/opt-out/:token/:kind',
      async (request, reply) => {
        try {
          const language = await optOut(app, request.params.token, request.params.kind);
          return sendPage(reply, 200, optOutPage(app, language, 'done'));
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
          return sendPage(reply, 404, optOutPage(app, linkLanguage(request.query), 'invalid'));
        }
      },
    );
  });

  if (app.config.NODE_ENV === 'production') return;
  server.get('/dev/outbox', async () => {
    const notifications = await recentNotifications(app);
    return { simulated: [...notificationChannels(app).simulator.messages].reverse(), notifications };
  });
}
