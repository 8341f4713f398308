import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { publicCache } from '../../http/rest.ts';
import { carouselMealJson, defaultHero, faqJson, heroJson, registerLandingAdminRoutes } from './landingAdmin.routes.ts';
import { getLandingHero, listActiveCarouselMeals, listActiveFaqs } from './landing.service.ts';

export function registerLandingRoutes(server: FastifyInstance, app: AppContext): void {
  registerLandingAdminRoutes(server, app);

  server.get('/api/landing/hero', async (_request, reply) => {
    const hero = await getLandingHero(app);
    publicCache(reply);
    return hero ? heroJson(hero) : defaultHero;
  });

  server.get('/api/landing/carousel-meals', async (_request, reply) => {
    const meals = await listActiveCarouselMeals(app);
    publicCache(reply);
    return meals.map(carouselMealJson);
  });

  server.get('/api/landing/faqs', async (_request, reply) => {
    const faqs = await listActiveFaqs(app);
    publicCache(reply);
    return faqs.map(faqJson);
  });
}
