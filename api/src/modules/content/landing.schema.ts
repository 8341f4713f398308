import { builder } from '../../graphql/builder.ts';
import { inRequestLanguage, storedText } from '../../graphql/translated.ts';
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
    ctaText: t.string(inRequestLanguage('ctaText')),
    ctaTextEn: t.string(storedText('ctaText')),
    ctaTextAr: t.string(storedText('ctaTextAr')),
    ctaUrl: t.exposeString('ctaUrl'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

export const CarouselMealRef = builder.prismaNode('CarouselMeal', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.string(inRequestLanguage('name')),
    nameEn: t.string(storedText('name')),
    nameAr: t.string(storedText('nameAr')),
    description: t.string(inRequestLanguage('description')),
    descriptionEn: t.string(storedText('description')),
    descriptionAr: t.string(storedText('descriptionAr')),
    imageUrl: t.exposeString('imageUrl'),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

export const FaqRef = builder.prismaNode('Faq', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    question: t.string(inRequestLanguage('question')),
    questionEn: t.string(storedText('question')),
    questionAr: t.string(storedText('questionAr')),
    answer: t.string(inRequestLanguage('answer')),
    answerEn: t.string(storedText('answer')),
    answerAr: t.string(storedText('answerAr')),
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
