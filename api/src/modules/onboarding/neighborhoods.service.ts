import type { AppContext } from '../../app.ts';

export async function listNeighborhoods(app: AppContext) {
  return app.prisma.neighborhood.findMany({ orderBy: [{ city: 'asc' }, { name: 'asc' }] });
}
