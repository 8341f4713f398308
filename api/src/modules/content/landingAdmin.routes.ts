import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { CarouselMeal, Faq, LandingHero } from '../../generated/prisma/client.ts';
import { registerCrudRoutes } from '../../http/crudRoutes.ts';
import { pickJson } from '../../http/rest.ts';
import { arabicTextsOf, textsIn, type Language } from '../../lib/language.ts';
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
  ctaTextAr: '',
  ctaUrl: DEFAULT_CTA_URL,
  isActive: true,
};

/** The public answers, their texts in `language` (English unless told, as the old product's). */
export const heroJson = (hero: LandingHero, language: Language = 'en') => ({
  ...pickJson(hero, ['id', 'backgroundImageUrl']),
  ...textsIn(hero, ['ctaText'], language),
  ...pickJson(hero, ['ctaUrl', 'isActive']),
});

export const carouselMealJson = (meal: CarouselMeal, language: Language = 'en') => ({
  id: meal.id,
  ...textsIn(meal, ['name', 'description'], language),
  ...pickJson(meal, ['imageUrl', 'displayOrder', 'isActive']),
});

export const faqJson = (faq: Faq, language: Language = 'en') => ({
  id: faq.id,
  ...textsIn(faq, ['question', 'answer'], language),
  ...pickJson(faq, ['displayOrder', 'isActive']),
});

/** The admin paths' answers: the English and the Arabic as stored. */
const adminHeroJson = (hero: LandingHero) => ({ ...heroJson(hero), ...arabicTextsOf(hero, ['ctaText']) });
const adminCarouselMealJson = (meal: CarouselMeal) => ({
  ...carouselMealJson(meal),
  ...arabicTextsOf(meal, ['name', 'description']),
});
const adminFaqJson = (faq: Faq) => ({ ...faqJson(faq), ...arabicTextsOf(faq, ['question', 'answer']) });

type IdParams = { Params: { id: string } };

/** The admin specification's landing-page paths (admins only; the same services as GraphQL). */
export function registerLandingAdminRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/landing/hero', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    const hero = await getHeroForAdmin(app);
    return hero ? adminHeroJson(hero) : defaultHero;
  });
  server.post('/api/admin/landing/hero', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return adminHeroJson(await saveHero(app, admin.id, request.body));
  });
  server.patch<IdParams>('/api/admin/landing/hero/:id', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return adminHeroJson(await saveHero(app, admin.id, request.body, request.params.id));
  });

  registerCrudRoutes(server, app, '/api/admin/landing/carousel-meals', {
    json: adminCarouselMealJson,
    list: listCarouselMealsForAdmin,
    create: createCarouselMeal,
    update: updateCarouselMeal,
    remove: deleteCarouselMeal,
  });
  registerCrudRoutes(server, app, '/api/admin/landing/faqs', {
    json: adminFaqJson,
    list: listFaqsForAdmin,
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
  });
}
