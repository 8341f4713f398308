import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { servePublicInLanguage } from '../../http/publicCache/index.ts';
import { carouselMealJson, defaultHero, faqJson, heroJson, registerLandingAdminRoutes } from './landingAdmin.routes.ts';
import { getLandingHero, listActiveCarouselMeals, listActiveFaqs } from './landing.service.ts';

/** A list's rows, and the type itself (a row added or reordered is announced as the type). */
const listShown = (typename: string, rows: readonly { id: number }[]) => [
  { typename },
  ...rows.map(({ id }) => ({ typename, id })),
];

export function registerLandingRoutes(server: FastifyInstance, app: AppContext): void {
  registerLandingAdminRoutes(server, app);

  server.get('/api/landing/hero', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const hero = await getLandingHero(app);
      // Before a hero is saved: the defaults (their call to action is the interface's, in English).
      const { ctaTextAr: _none, ...defaults } = defaultHero;
      return { json: hero ? heroJson(hero, language) : defaults, shows: [{ typename: 'LandingHero' }] };
    }),
  );

  server.get('/api/landing/carousel-meals', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const meals = await listActiveCarouselMeals(app);
      return { json: meals.map((meal) => carouselMealJson(meal, language)), shows: listShown('CarouselMeal', meals) };
    }),
  );

  server.get('/api/landing/faqs', (request, reply) =>
    servePublicInLanguage(request, reply, async (language) => {
      const faqs = await listActiveFaqs(app);
      return { json: faqs.map((faq) => faqJson(faq, language)), shows: listShown('Faq', faqs) };
    }),
  );
}
