import { adminDelete, adminInput, deleted, givenFields, rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { inRequestLanguage, storedText } from '../../graphql/translated.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import {
  countNeighborhoods,
  createNeighborhood,
  deleteNeighborhood,
  listNeighborhoods,
  listNeighborhoodsForAdmin,
  updateNeighborhood,
} from './neighborhoods.service.ts';

export const NeighborhoodRef = builder.prismaNode('Neighborhood', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', {
      description: "The English name: the key a customer's address (`area`) and eligibility use.",
    }),
    displayName: t.string(
      inRequestLanguage('name', { description: "The name in the request's language (English when it has no Arabic)." }),
    ),
    nameAr: t.string(storedText('nameAr')),
    city: t.exposeString('city'),
    isServiced: t.exposeBoolean('isServiced', { description: 'False: we do not deliver there yet.' }),
  }),
});

builder.queryField('neighborhoods', (t) =>
  t.prismaField({
    type: ['Neighborhood'],
    description: 'Cairo and Giza neighbourhoods, serviced or not, by city and name.',
    resolve: (query, _root, _args, { app }) => listNeighborhoods(app, query),
  }),
);

builder.queryField('adminNeighborhoods', (t) =>
  t.prismaConnection(
    {
      type: 'Neighborhood',
      ...pagedList({ admin: true }),
      description: 'Every neighbourhood by name, for the back office (admins only).',
      resolve: (query, _root, _args, { app }) => listNeighborhoodsForAdmin(app, query),
      totalCount: (_root, _args, { app }) => countNeighborhoods(app),
    },
    ...connectionNames('Neighborhood'),
  ),
);

const NeighborhoodCreateInput = builder.inputType('NeighborhoodCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameAr: t.string({ description: 'Shown on Arabic pages; empty shows the English name.' }),
    isServiced: t.boolean({ description: 'Default true.' }),
    city: t.string({ description: 'Cairo (default) or Giza.' }),
  }),
});

const NeighborhoodUpdateInput = builder.inputType('NeighborhoodUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    nameAr: t.string({ description: 'Shown on Arabic pages; empty shows the English name.' }),
    isServiced: t.boolean(),
    city: t.string(),
  }),
});

const NeighborhoodPayload = rowPayload(
  'NeighborhoodPayload',
  'neighborhood',
  NeighborhoodRef,
  'The neighbourhood as written.',
);

const neighborhoodQuery = payloadQueryOf<Prisma.NeighborhoodDefaultArgs>('Neighborhood', 'neighborhood');

builder.mutationFields((t) => ({
  neighborhoodCreate: t.field({
    type: NeighborhoodPayload,
    ...adminInput(NeighborhoodCreateInput),
    resolve: async (_root, { input }, ctx, info) => ({
      neighborhood: await createNeighborhood(
        ctx.app,
        ctx.viewer.admin!.id,
        givenFields(input),
        neighborhoodQuery(ctx, info),
      ),
    }),
  }),
  neighborhoodUpdate: t.field({
    type: NeighborhoodPayload,
    ...adminInput(NeighborhoodUpdateInput),
    resolve: async (_root, { input: { id, ...fields } }, ctx, info) => ({
      neighborhood: await updateNeighborhood(
        ctx.app,
        ctx.viewer.admin!.id,
        id,
        givenFields(fields),
        neighborhoodQuery(ctx, info),
      ),
    }),
  }),
  neighborhoodDelete: t.field({
    ...adminDelete('NeighborhoodDeleteInput'),
    resolve: async (_root, { input }, { app, viewer }) =>
      deleted('Neighborhood', await deleteNeighborhood(app, viewer.admin!.id, input.id)),
  }),
}));
