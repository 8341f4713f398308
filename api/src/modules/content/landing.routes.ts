import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { servePublic } from '../../http/publicCache/index.ts';
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
    servePublic(request, reply, async () => {
      const hero = await getLandingHero(app);
      return { json: hero ? heroJson(hero) : defaultHero, shows: [{ typename: 'LandingHero' }] };
    }),
  );

  server.get('/api/landing/carousel-meals', (request, reply) =>
    servePublic(request, reply, async () => {
      const meals = await listActiveCarouselMeals(app);
      return { json: meals.map(carouselMealJson), shows: listShown('CarouselMeal', meals) };
    }),
  );

  server.get('/api/landing/faqs', (request, reply) =>
    servePublic(request, reply, async () => {
      const faqs = await listActiveFaqs(app);
      return { json: faqs.map(faqJson), shows: listShown('Faq', faqs) };
    }),
  );
}
