import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { publicRowsMemo } from '../../lib/publicChanges/index.ts';
import { arabicText } from '../../lib/language.ts';
import { parseInput } from '../../lib/validation.ts';
import { adminMessages, NEIGHBORHOOD_CITIES } from '../../shared/rules.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';

/**
 * Every neighbourhood, serviced or not, by city and name, in memory until a neighbourhood changes: the
 * checkout screen asks for it beside personal fields (the rows are shared: never change them).
 */
export async function listNeighborhoods<Q extends Prisma.NeighborhoodDefaultArgs>(app: AppContext, query?: Q) {
  const read = () => app.prisma.neighborhood.findMany({ ...query, orderBy: [{ city: 'asc' }, { name: 'asc' }] });
  const memo = publicRowsMemo<object[]>(app.publicChanges, {
    typename: 'Neighborhood',
    ttlMs: app.config.PUBLIC_CACHE_TTL_MS,
  });
  return (await memo.get(JSON.stringify(query ?? {}), read)) as Awaited<ReturnType<typeof read>>;
}

/** The admin list: by name, paged by the caller (GraphQL's connection arguments). */
export function listNeighborhoodsForAdmin<Q extends Prisma.NeighborhoodFindManyArgs>(app: AppContext, query?: Q) {
  return app.prisma.neighborhood.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export const countNeighborhoods = (app: AppContext): Promise<number> => app.prisma.neighborhood.count();

const neighborhoodFields = {
  name: z
    .string({ error: adminMessages.neighborhoodNameRequired })
    .trim()
    .min(1, adminMessages.neighborhoodNameRequired)
    .max(120, 'Neighborhood name must be at most 120 characters.'),
  nameAr: arabicText(120),
  isServiced: z.boolean({ error: 'isServiced must be true or false.' }),
  city: z.enum(NEIGHBORHOOD_CITIES, { error: `City must be one of ${NEIGHBORHOOD_CITIES.join(', ')}.` }),
};

const createInput = z.object({
  name: neighborhoodFields.name,
  nameAr: neighborhoodFields.nameAr,
  isServiced: neighborhoodFields.isServiced.default(true),
  city: neighborhoodFields.city.default('Cairo'),
});

const updateInput = z.object({
  name: neighborhoodFields.name.optional(),
  nameAr: neighborhoodFields.nameAr,
  isServiced: neighborhoodFields.isServiced.optional(),
  city: neighborhoodFields.city.optional(),
});

/** Names are unique whatever their case (eligibility matches them case-insensitively). */
async function refuseTakenName(tx: Prisma.TransactionClient, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const taken = await tx.neighborhood.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new ConflictError(adminMessages.neighborhoodExists);
}

const rowErrors = { duplicate: adminMessages.neighborhoodExists, missing: 'Neighborhood not found' };

const audit = rowAudit('Neighborhood');

export async function createNeighborhood<Q extends Prisma.NeighborhoodDefaultArgs>(
  app: AppContext,
  adminId: number,
  rawInput: unknown,
  query?: Q,
) {
  const data = parseInput(createInput, rawInput);
  const created = await auditedWrite(
    app,
    adminId,
    async (tx) => {
      await refuseTakenName(tx, data.name);
      return tx.neighborhood.create({ ...query, data });
    },
    audit('create', data),
    rowErrors,
  );
  // A new row: every answer listing neighbourhoods.
  await app.publicChanges.publish([{ typename: 'Neighborhood' }]);
  return created;
}

export async function updateNeighborhood<Q extends Prisma.NeighborhoodDefaultArgs>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  rawInput: unknown,
  query?: Q,
) {
  const id = requireDatabaseId(ref, 'Neighborhood');
  const data = parseInput(updateInput, rawInput);
  const updated = await auditedWrite(
    app,
    adminId,
    async (tx) => {
      await refuseTakenName(tx, data.name, id);
      return tx.neighborhood.update({ ...query, where: { id }, data });
    },
    audit('update', data),
    rowErrors,
  );
  await app.publicChanges.publish([{ typename: 'Neighborhood', id }]);
  return updated;
}

/** Customers who lived there keep their account; their neighbourhood becomes unset. */
export async function deleteNeighborhood(app: AppContext, adminId: number, ref: unknown): Promise<number> {
  const id = requireDatabaseId(ref, 'Neighborhood');
  await auditedWrite(
    app,
    adminId,
    (tx) => tx.neighborhood.delete({ where: { id } }),
    (row) => audit('delete', { name: row.name })(row),
    rowErrors,
  );
  await app.publicChanges.publish([{ typename: 'Neighborhood', id }]);
  return id;
}
