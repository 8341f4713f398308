// The notifications' REST paths: the customer's choices under /api/user, the
// one-tap opt-out link (GET shows one button, because link previews in
// WhatsApp and mail clients fetch URLs; only its POST opts out, which is also
// what `List-Unsubscribe-Post` sends), and the simulators' outbox at
// /dev/outbox outside production.

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { requireCustomerAnswer } from '../../http/requestContext.ts';
import type { Language } from '../../shared/rules.ts';
import { notificationChannels } from './channels.ts';
import { recentNotifications } from './send.service.ts';
import { confirmPhoneCode, requestPhoneCode } from './phoneVerification.service.ts';
import { notificationSettingsOf, optOut, updateNotificationPreferences } from './preferences.service.ts';

const pageTexts: Record<Language, { title: string; ask: string; button: string; done: string; invalid: string }> = {
  en: {
    title: 'MealBox messages',
    ask: 'Stop these messages from MealBox? You can turn them on again in your account.',
    button: 'Stop these messages',
    done: 'Done: you will not receive these messages any more.',
    invalid: 'This link is not valid.',
  },
  ar: {
    title: 'رسائل MealBox',
    ask: 'هل تريد إيقاف هذه الرسائل من MealBox؟ يمكنك تفعيلها مرة أخرى من حسابك.',
    button: 'إيقاف هذه الرسائل',
    done: 'تم: لن تصلك هذه الرسائل بعد الآن.',
    invalid: 'هذا الرابط غير صالح.',
  },
};

const page = (language: Language, body: string) => {
  const t = pageTexts[language];
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body style="font-family: Arial, Tahoma, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem">${body}</body></html>`;
};

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
    const languageOf = (query: unknown): Language => ((query as { lang?: string })?.lang === 'ar' ? 'ar' : 'en');

    scope.get<{ Params: { token: string; kind: string } }>(
      '/api/notifications/opt-out/:token/:kind',
      async (request, reply) => {
        const t = pageTexts[languageOf(request.query)];
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            page(
              languageOf(request.query),
              `<h1>${t.title}</h1><p>${t.ask}</p><form method="post"><button type="submit">${t.button}</button></form>`,
            ),
          );
      },
    );

    scope.post<{ Params: { token: string; kind: string } }>(
      '/api/notifications/opt-out/:token/:kind',
      async (request, reply) => {
        const language = languageOf(request.query);
        const t = pageTexts[language];
        try {
          await optOut(app, request.params.token, request.params.kind);
        } catch {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page(language, `<p>${t.invalid}</p>`));
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page(language, `<p>${t.done}</p>`));
      },
    );
  });

  if (app.config.NODE_ENV === 'production') return;
  server.get('/dev/outbox', async () => {
    const notifications = await recentNotifications(app);
    return { simulated: [...notificationChannels(app).simulator.messages].reverse(), notifications };
  });
}
