import { builder } from '../../graphql/builder.ts';
import { listNeighborhoods } from './neighborhoods.service.ts';

builder.prismaNode('Neighborhood', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
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
