import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** The active hero, or null (callers answer their defaults). */
export function getLandingHero<Q extends Prisma.LandingHeroDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.landingHero.findFirst({ ...query, where: { isActive: true }, orderBy: { id: 'asc' } });
}

export function listActiveCarouselMeals<Q extends Prisma.CarouselMealDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.carouselMeal.findMany({
    ...query,
    where: { isActive: true },
    orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
  });
}

export function listActiveFaqs<Q extends Prisma.FaqDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.faq.findMany({
    ...query,
    where: { isActive: true },
    orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
  });
}
