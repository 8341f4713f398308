import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { CarouselMeal, Faq, LandingHero } from '../../generated/prisma/client.ts';
import { registerCrudRoutes } from '../../http/crudRoutes.ts';
import { pickJson } from '../../http/rest.ts';
import { requireAdminAnswer } from '../../http/requestContext.ts';
import { DEFAULT_CTA_TEXT, DEFAULT_CTA_URL } from '../../shared/rules.ts';
import {
  createCarouselMeal,
  createFaq,
  deleteCarouselMeal,
  deleteFaq,
  getHeroForAdmin,
  listCarouselMealsForAdmin,
  listFaqsForAdmin,
  saveHero,
  updateCarouselMeal,
  updateFaq,
} from './landingAdmin.service.ts';

/** What the page shows before a hero is saved. */
export const defaultHero = {
  id: null,
  backgroundImageUrl: '',
  ctaText: DEFAULT_CTA_TEXT,
  ctaUrl: DEFAULT_CTA_URL,
  isActive: true,
};

export const heroJson = (hero: LandingHero) =>
  pickJson(hero, ['id', 'backgroundImageUrl', 'ctaText', 'ctaUrl', 'isActive']);

export const carouselMealJson = (meal: CarouselMeal) =>
  pickJson(meal, ['id', 'name', 'description', 'imageUrl', 'displayOrder', 'isActive']);

export const faqJson = (faq: Faq) => pickJson(faq, ['id', 'question', 'answer', 'displayOrder', 'isActive']);

type IdParams = { Params: { id: string } };

/** The admin specification's landing-page paths (admins only; the same services as GraphQL). */
export function registerLandingAdminRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/landing/hero', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    const hero = await getHeroForAdmin(app);
    return hero ? heroJson(hero) : defaultHero;
  });
  server.post('/api/admin/landing/hero', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return heroJson(await saveHero(app, admin.id, request.body));
  });
  server.patch<IdParams>('/api/admin/landing/hero/:id', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return heroJson(await saveHero(app, admin.id, request.body, request.params.id));
  });

  registerCrudRoutes(server, app, '/api/admin/landing/carousel-meals', {
    json: carouselMealJson,
    list: listCarouselMealsForAdmin,
    create: createCarouselMeal,
    update: updateCarouselMeal,
    remove: deleteCarouselMeal,
  });
  registerCrudRoutes(server, app, '/api/admin/landing/faqs', {
    json: faqJson,
    list: listFaqsForAdmin,
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
  });
}
