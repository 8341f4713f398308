import { builder } from '../../graphql/builder.ts';
import { LANDING_HEADLINE } from '../../shared/rules.ts';
import { getLandingHero, listActiveCarouselMeals, listActiveFaqs } from './landing.service.ts';

export const LandingHeroRef = builder.prismaNode('LandingHero', {
  id: { field: 'id' },
  fields: (t) => ({
    headline: t.string({
      description: 'Fixed copy, not editable.',
      resolve: () => LANDING_HEADLINE,
    }),
    backgroundImageUrl: t.exposeString('backgroundImageUrl'),
    ctaText: t.exposeString('ctaText'),
    ctaUrl: t.exposeString('ctaUrl'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

export const CarouselMealRef = builder.prismaNode('CarouselMeal', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    imageUrl: t.exposeString('imageUrl'),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

export const FaqRef = builder.prismaNode('Faq', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

builder.queryFields((t) => ({
  landingHero: t.prismaField({
    type: 'LandingHero',
    nullable: true,
    resolve: (query, _root, _args, { app }) => getLandingHero(app, query),
  }),
  carouselMeals: t.prismaField({
    type: ['CarouselMeal'],
    description: 'Active "THE MENU" carousel entries, in display order.',
    resolve: (query, _root, _args, { app }) => listActiveCarouselMeals(app, query),
  }),
  faqs: t.prismaField({
    type: ['Faq'],
    description: 'Active FAQs, in display order.',
    resolve: (query, _root, _args, { app }) => listActiveFaqs(app, query),
  }),
}));
