import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { publicCache } from '../../http/rest.ts';
import { getLandingHero, listActiveCarouselMeals, listActiveFaqs } from './landing.service.ts';

const defaultHero = { id: null, backgroundImageUrl: '', ctaText: 'Get Started', ctaUrl: '/', isActive: true };

export function registerLandingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/landing/hero', async (_request, reply) => {
    const hero = await getLandingHero(app);
    publicCache(reply);
    return hero
      ? {
          id: hero.id,
          backgroundImageUrl: hero.backgroundImageUrl,
          ctaText: hero.ctaText,
          ctaUrl: hero.ctaUrl,
          isActive: hero.isActive,
        }
      : defaultHero;
  });

  server.get('/api/landing/carousel-meals', async (_request, reply) => {
    const meals = await listActiveCarouselMeals(app);
    publicCache(reply);
    return meals.map(({ id, name, description, imageUrl, displayOrder, isActive }) => ({
      id,
      name,
      description,
      imageUrl,
      displayOrder,
      isActive,
    }));
  });

  server.get('/api/landing/faqs', async (_request, reply) => {
    const faqs = await listActiveFaqs(app);
    publicCache(reply);
    return faqs.map(({ id, question, answer, displayOrder, isActive }) => ({
      id,
      question,
      answer,
      displayOrder,
      isActive,
    }));
  });
}
