import type { AppContext } from '../../app.ts';

/** The active hero, or the defaults when none is stored. */
export async function getLandingHero(app: AppContext) {
  return app.prisma.landingHero.findFirst({ where: { isActive: true }, orderBy: { id: 'asc' } });
}

export async function listActiveCarouselMeals(app: AppContext) {
  return app.prisma.carouselMeal.findMany({
    where: { isActive: true },
    orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
  });
}

export async function listActiveFaqs(app: AppContext) {
  return app.prisma.faq.findMany({ where: { isActive: true }, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] });
}
