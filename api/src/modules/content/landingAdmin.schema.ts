// The admin's landing-page content in GraphQL (admin scope): resolvers only delegate.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { adminInput, idInput, rowInputs, rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import { CarouselMealRef, FaqRef, LandingHeroRef } from './landing.schema.ts';
import {
  countCarouselMeals,
  countFaqs,
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

const admin = { admin: true } as const;

builder.queryFields((t) => ({
  adminLandingHero: t.prismaField({
    type: 'LandingHero',
    nullable: true,
    authScopes: admin,
    description: 'The hero as saved, active or not; null until one is saved (the page then shows the defaults).',
    resolve: (query, _root, _args, { app }) => getHeroForAdmin(app, query),
  }),
  adminCarouselMeals: t.prismaConnection(
    {
      type: 'CarouselMeal',
      ...pagedList(admin),
      description: 'Every carousel entry, inactive ones too, in display order.',
      resolve: (query, _root, _args, { app }) => listCarouselMealsForAdmin(app, query),
      totalCount: (_root, _args, { app }) => countCarouselMeals(app),
    },
    ...connectionNames('AdminCarouselMeal'),
  ),
  adminFaqs: t.prismaConnection(
    {
      type: 'Faq',
      ...pagedList(admin),
      description: 'Every FAQ, inactive ones too, in display order.',
      resolve: (query, _root, _args, { app }) => listFaqsForAdmin(app, query),
      totalCount: (_root, _args, { app }) => countFaqs(app),
    },
    ...connectionNames('AdminFaq'),
  ),
}));

const LandingHeroSaveInput = builder.inputType('LandingHeroSaveInput', {
  description: "The hero's editable parts (its headline is fixed).",
  fields: (t) => ({
    backgroundImageUrl: t.string({ description: 'A URL (from an upload) or empty.' }),
    ctaText: t.string({ description: '"Get Started" when empty.' }),
    ctaTextAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    ctaUrl: t.string({ description: '"/" when empty.' }),
    isActive: t.boolean(),
  }),
});

const CarouselMealInput = builder.inputType('CarouselMealInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    description: t.string(),
    descriptionAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    imageUrl: t.string({ description: 'A URL (from an upload) or empty.' }),
    displayOrder: t.int(),
    isActive: t.boolean(),
  }),
});

const FaqInput = builder.inputType('FaqInput', {
  fields: (t) => ({
    question: t.string({ required: true }),
    questionAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    answer: t.string({ required: true }),
    answerAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    displayOrder: t.int(),
    isActive: t.boolean(),
  }),
});

const carouselInputs = rowInputs('CarouselMeal', 'carouselMeal', CarouselMealInput);
const faqInputs = rowInputs('Faq', 'faq', FaqInput);

const HeroPayload = rowPayload('LandingHeroSavePayload', 'hero', LandingHeroRef);
const carouselPayload = (name: string) => rowPayload(name, 'carouselMeal', CarouselMealRef);
const faqPayload = (name: string) => rowPayload(name, 'faq', FaqRef);

const deletedPayload = (name: string, field: string, typename: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({ [field]: t.id({ resolve: ({ id }) => encodeGlobalID(typename, id) }) }),
  });

const heroQuery = payloadQueryOf<Prisma.LandingHeroDefaultArgs>('LandingHero', 'hero');
const carouselQuery = payloadQueryOf<Prisma.CarouselMealDefaultArgs>('CarouselMeal', 'carouselMeal');
const faqQuery = payloadQueryOf<Prisma.FaqDefaultArgs>('Faq', 'faq');

const errors = [ValidationError, NotFoundError];

builder.mutationFields((t) => ({
  landingHeroSave: t.field({
    type: HeroPayload,
    ...adminInput(LandingHeroSaveInput, { errors }),
    description: 'Saves the hero (creating it the first time).',
    resolve: async (_root, { input }, ctx, info) => ({
      hero: await saveHero(ctx.app, ctx.viewer.admin!.id, input, undefined, heroQuery(ctx, info)),
    }),
  }),
  carouselMealCreate: t.field({
    type: carouselPayload('CarouselMealCreatePayload'),
    ...adminInput(carouselInputs.create, { errors }),
    resolve: async (_root, { input }, ctx, info) => ({
      carouselMeal: await createCarouselMeal(
        ctx.app,
        ctx.viewer.admin!.id,
        input.carouselMeal,
        carouselQuery(ctx, info),
      ),
    }),
  }),
  carouselMealUpdate: t.field({
    type: carouselPayload('CarouselMealUpdatePayload'),
    ...adminInput(carouselInputs.update, { errors }),
    resolve: async (_root, { input }, ctx, info) => ({
      carouselMeal: await updateCarouselMeal(
        ctx.app,
        ctx.viewer.admin!.id,
        input.id,
        input.carouselMeal,
        carouselQuery(ctx, info),
      ),
    }),
  }),
  carouselMealDelete: t.field({
    type: deletedPayload('CarouselMealDeletePayload', 'deletedCarouselMealId', 'CarouselMeal'),
    ...adminInput(idInput('CarouselMealDeleteInput'), { errors }),
    resolve: (_root, { input }, { app, viewer }) => deleteCarouselMeal(app, viewer.admin!.id, input.id),
  }),
  faqCreate: t.field({
    type: faqPayload('FaqCreatePayload'),
    ...adminInput(faqInputs.create, { errors }),
    resolve: async (_root, { input }, ctx, info) => ({
      faq: await createFaq(ctx.app, ctx.viewer.admin!.id, input.faq, faqQuery(ctx, info)),
    }),
  }),
  faqUpdate: t.field({
    type: faqPayload('FaqUpdatePayload'),
    ...adminInput(faqInputs.update, { errors }),
    resolve: async (_root, { input }, ctx, info) => ({
      faq: await updateFaq(ctx.app, ctx.viewer.admin!.id, input.id, input.faq, faqQuery(ctx, info)),
    }),
  }),
  faqDelete: t.field({
    type: deletedPayload('FaqDeletePayload', 'deletedFaqId', 'Faq'),
    ...adminInput(idInput('FaqDeleteInput'), { errors }),
    resolve: (_root, { input }, { app, viewer }) => deleteFaq(app, viewer.admin!.id, input.id),
  }),
}));
