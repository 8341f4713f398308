// The admin's landing-page content: the hero (one row), the menu carousel and the FAQs. Every
// change writes its audit row in its own transaction and, once committed, announces exactly
// the public answers it changed.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ChangedEntity } from '../../lib/publicChanges/index.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { arabicText } from '../../lib/language.ts';
import { parseInput } from '../../lib/validation.ts';
import { DEFAULT_CTA_TEXT, DEFAULT_CTA_URL, isSafeLocation, landingMessages } from '../../shared/rules.ts';
import { auditedWrite } from '../../lib/audit/index.ts';

/** A URL or empty (the specification's rule), and never a script or data URL. */
const urlOrEmpty = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isSafeLocation(value), landingMessages.urlInvalid);

/** "An integer parsed from input; non-numeric becomes 0." */
const displayOrder = z.preprocess((value) => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isSafeInteger(parsed) ? Math.max(-1_000_000, Math.min(1_000_000, parsed)) : 0;
}, z.number().int());

const requiredText = (message: string, max: number) => z.string(message).trim().min(1, message).max(max);

const heroForm = z.object({
  backgroundImageUrl: urlOrEmpty.default(''),
  ctaText: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((text) => text || DEFAULT_CTA_TEXT),
  ctaTextAr: arabicText(60),
  ctaUrl: urlOrEmpty.nullish().transform((url) => url || DEFAULT_CTA_URL),
  isActive: z.boolean().default(true),
});

const carouselForm = z.object({
  name: requiredText(landingMessages.nameRequired, 120),
  nameAr: arabicText(120),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((text) => text ?? ''),
  descriptionAr: arabicText(1000),
  imageUrl: urlOrEmpty.nullish().transform((url) => url ?? ''),
  displayOrder,
  isActive: z.boolean().default(true),
});

const faqForm = z.object({
  question: requiredText(landingMessages.questionRequired, 500),
  questionAr: arabicText(500),
  answer: requiredText(landingMessages.answerRequired, 5000),
  answerAr: arabicText(5000),
  displayOrder,
  isActive: z.boolean().default(true),
});

function rowId(ref: unknown, typename: string): number {
  const id = parseDatabaseId(ref, typename);
  if (id === null) throw ValidationError.forField('id', `${typename} is not valid`);
  return id;
}

/**
 * Runs a change with its audit row in one transaction, then announces what it changed.
 * `change` answers the row and the public entities it touched.
 */
async function auditedChange<T extends { id: number }>(
  app: AppContext,
  adminId: number,
  audit: { action: string; entityType: string; changes?: Record<string, unknown> },
  change: (tx: Db) => Promise<{ row: T; changed: ChangedEntity[] }>,
): Promise<T> {
  const { row, changed } = await auditedWrite(app, adminId, change, (result) => ({
    ...audit,
    entityId: result.row.id,
  }));
  await app.publicChanges.publish(changed);
  return row;
}

/**
 * What a change to a row of a public list invalidates: the answers that showed the row, or,
 * when the row was not shown before (new, or switched back on), every answer of its type.
 */
const listChange = (typename: string, id: number, wasShown: boolean): ChangedEntity[] =>
  wasShown ? [{ typename, id }] : [{ typename }];

// --- hero -----------------------------------------------------------------------------

/** The hero row (active or not), or null when none was ever saved. */
export function getHeroForAdmin<Q extends Prisma.LandingHeroDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.landingHero.findFirst({ ...query, orderBy: { id: 'asc' } });
}

/**
 * Saves the hero. There is one: `id` names it (REST's PATCH), and without one the existing
 * hero is updated, or the first created (REST's POST, GraphQL).
 */
export async function saveHero<Q extends Prisma.LandingHeroDefaultArgs>(
  app: AppContext,
  adminId: number,
  raw: unknown,
  ref?: unknown,
  query?: Q,
) {
  const data = parseInput(heroForm, raw);
  const id = ref === undefined ? null : rowId(ref, 'LandingHero');
  return auditedChange(
    app,
    adminId,
    { action: 'landingHero.update', entityType: 'LandingHero', changes: data },
    async (tx) => {
      const existing = id
        ? await tx.landingHero.findUnique({ where: { id } })
        : await tx.landingHero.findFirst({ orderBy: { id: 'asc' } });
      if (id && !existing) throw new NotFoundError('Hero section not found');
      const row = existing
        ? await tx.landingHero.update({ ...query, where: { id: existing.id }, data })
        : await tx.landingHero.create({ ...query, data });
      return { row, changed: [{ typename: 'LandingHero' }] };
    },
  );
}

// --- carousel ---------------------------------------------------------------------------

const listOrder = [{ displayOrder: 'asc' as const }, { id: 'asc' as const }];

export function listCarouselMealsForAdmin<Q extends Omit<Prisma.CarouselMealFindManyArgs, 'where' | 'orderBy'>>(
  app: AppContext,
  query?: Q,
) {
  return app.prisma.carouselMeal.findMany({ ...query, orderBy: listOrder });
}

export const countCarouselMeals = (app: AppContext) => app.prisma.carouselMeal.count();

export function createCarouselMeal<Q extends Prisma.CarouselMealDefaultArgs>(
  app: AppContext,
  adminId: number,
  raw: unknown,
  query?: Q,
) {
  const data = parseInput(carouselForm, raw);
  return auditedChange(
    app,
    adminId,
    { action: 'carouselMeal.create', entityType: 'CarouselMeal', changes: data },
    async (tx) => ({
      row: await tx.carouselMeal.create({ ...query, data }),
      changed: [{ typename: 'CarouselMeal' }],
    }),
  );
}

export function updateCarouselMeal<Q extends Prisma.CarouselMealDefaultArgs>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  raw: unknown,
  query?: Q,
) {
  const id = rowId(ref, 'CarouselMeal');
  const data = parseInput(carouselForm, raw);
  return auditedChange(
    app,
    adminId,
    { action: 'carouselMeal.update', entityType: 'CarouselMeal', changes: data },
    async (tx) => {
      const before = await tx.carouselMeal.findUnique({ where: { id }, select: { isActive: true } });
      if (!before) throw new NotFoundError('Carousel meal not found');
      const row = await tx.carouselMeal.update({ ...query, where: { id }, data });
      return { row, changed: listChange('CarouselMeal', id, before.isActive) };
    },
  );
}

export function deleteCarouselMeal(app: AppContext, adminId: number, ref: unknown) {
  const id = rowId(ref, 'CarouselMeal');
  return auditedChange(app, adminId, { action: 'carouselMeal.delete', entityType: 'CarouselMeal' }, async (tx) => {
    const { count } = await tx.carouselMeal.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError('Carousel meal not found');
    return { row: { id }, changed: [{ typename: 'CarouselMeal', id }] };
  });
}

// --- FAQs -------------------------------------------------------------------------------

export function listFaqsForAdmin<Q extends Omit<Prisma.FaqFindManyArgs, 'where' | 'orderBy'>>(
  app: AppContext,
  query?: Q,
) {
  return app.prisma.faq.findMany({ ...query, orderBy: listOrder });
}

export const countFaqs = (app: AppContext) => app.prisma.faq.count();

export function createFaq<Q extends Prisma.FaqDefaultArgs>(app: AppContext, adminId: number, raw: unknown, query?: Q) {
  const data = parseInput(faqForm, raw);
  return auditedChange(app, adminId, { action: 'faq.create', entityType: 'Faq', changes: data }, async (tx) => ({
    row: await tx.faq.create({ ...query, data }),
    changed: [{ typename: 'Faq' }],
  }));
}

export function updateFaq<Q extends Prisma.FaqDefaultArgs>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  raw: unknown,
  query?: Q,
) {
  const id = rowId(ref, 'Faq');
  const data = parseInput(faqForm, raw);
  return auditedChange(app, adminId, { action: 'faq.update', entityType: 'Faq', changes: data }, async (tx) => {
    const before = await tx.faq.findUnique({ where: { id }, select: { isActive: true } });
    if (!before) throw new NotFoundError('FAQ not found');
    const row = await tx.faq.update({ ...query, where: { id }, data });
    return { row, changed: listChange('Faq', id, before.isActive) };
  });
}

export function deleteFaq(app: AppContext, adminId: number, ref: unknown) {
  const id = rowId(ref, 'Faq');
  return auditedChange(app, adminId, { action: 'faq.delete', entityType: 'Faq' }, async (tx) => {
    const { count } = await tx.faq.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError('FAQ not found');
    return { row: { id }, changed: [{ typename: 'Faq', id }] };
  });
}
