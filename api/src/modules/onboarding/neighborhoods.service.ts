import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Every neighbourhood, serviced or not, by city and name. */
export function listNeighborhoods<Q extends Prisma.NeighborhoodDefaultArgs>(app: AppContext, query?: Q) {
  return app.prisma.neighborhood.findMany({ ...query, orderBy: [{ city: 'asc' }, { name: 'asc' }] });
}
