import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { CarouselMeal, Faq, LandingHero } from '../../generated/prisma/client.ts';
import { privateNoStore } from '../../http/rest.ts';
import { requireAdmin } from '../../http/requestContext.ts';
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

export const heroJson = ({ id, backgroundImageUrl, ctaText, ctaUrl, isActive }: LandingHero) => ({
  id,
  backgroundImageUrl,
  ctaText,
  ctaUrl,
  isActive,
});

export const carouselMealJson = ({ id, name, description, imageUrl, displayOrder, isActive }: CarouselMeal) => ({
  id,
  name,
  description,
  imageUrl,
  displayOrder,
  isActive,
});

export const faqJson = ({ id, question, answer, displayOrder, isActive }: Faq) => ({
  id,
  question,
  answer,
  displayOrder,
  isActive,
});

type IdParams = { Params: { id: string } };

/** Every admin answer is personal (no shared cache) and needs a signed-in admin. */
async function adminOf(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  privateNoStore(reply);
  return requireAdmin(app, request);
}

/** The admin specification's landing-page paths (admins only; the same services as GraphQL). */
export function registerLandingAdminRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/landing/hero', async (request, reply) => {
    await adminOf(app, request, reply);
    const hero = await getHeroForAdmin(app);
    return hero ? heroJson(hero) : defaultHero;
  });
  server.post('/api/admin/landing/hero', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return heroJson(await saveHero(app, admin.id, request.body));
  });
  server.patch<IdParams>('/api/admin/landing/hero/:id', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return heroJson(await saveHero(app, admin.id, request.body, request.params.id));
  });

  server.get('/api/admin/landing/carousel-meals', async (request, reply) => {
    await adminOf(app, request, reply);
    return (await listCarouselMealsForAdmin(app)).map(carouselMealJson);
  });
  server.post('/api/admin/landing/carousel-meals', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return reply.status(201).send(carouselMealJson(await createCarouselMeal(app, admin.id, request.body)));
  });
  server.patch<IdParams>('/api/admin/landing/carousel-meals/:id', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return carouselMealJson(await updateCarouselMeal(app, admin.id, request.params.id, request.body));
  });
  server.delete<IdParams>('/api/admin/landing/carousel-meals/:id', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    await deleteCarouselMeal(app, admin.id, request.params.id);
    return { success: true };
  });

  server.get('/api/admin/landing/faqs', async (request, reply) => {
    await adminOf(app, request, reply);
    return (await listFaqsForAdmin(app)).map(faqJson);
  });
  server.post('/api/admin/landing/faqs', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return reply.status(201).send(faqJson(await createFaq(app, admin.id, request.body)));
  });
  server.patch<IdParams>('/api/admin/landing/faqs/:id', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    return faqJson(await updateFaq(app, admin.id, request.params.id, request.body));
  });
  server.delete<IdParams>('/api/admin/landing/faqs/:id', async (request, reply) => {
    const admin = await adminOf(app, request, reply);
    await deleteFaq(app, admin.id, request.params.id);
    return { success: true };
  });
}
