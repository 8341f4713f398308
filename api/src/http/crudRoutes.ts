import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { requireAdminAnswer } from './requestContext.ts';

type WithId = { Params: { id: string } };

/** The services behind a back-office list's paths, and how its rows are answered. */
interface CrudServices<Row> {
  json: (row: Row) => unknown;
  list: (app: AppContext) => Promise<Row[]>;
  create: (app: AppContext, adminId: number, body: unknown) => Promise<Row>;
  update: (app: AppContext, adminId: number, ref: string, body: unknown) => Promise<Row>;
  remove: (app: AppContext, adminId: number, ref: string) => Promise<unknown>;
  /** Who may use the paths: any signed-in admin unless told otherwise. */
  requireAnswer?: typeof requireAdminAnswer;
  updateMethod?: 'patch' | 'put';
}

/**
 * A back-office list's REST paths (admin specification §7), on the same services as GraphQL:
 * GET `path` lists, POST creates (201), PATCH (or PUT) and DELETE `path/:id` change one row.
 */
export function registerCrudRoutes<Row>(
  server: FastifyInstance,
  app: AppContext,
  path: string,
  services: CrudServices<Row>,
): void {
  const { json, list, create, update, remove } = services;
  const { requireAnswer = requireAdminAnswer, updateMethod = 'patch' } = services;
  server.get(path, async (request, reply) => {
    await requireAnswer(app, request, reply);
    return (await list(app)).map(json);
  });
  server.post(path, async (request, reply) => {
    const admin = await requireAnswer(app, request, reply);
    reply.status(201);
    return json(await create(app, admin.id, request.body));
  });
  server[updateMethod]<WithId>(`${path}/:id`, async (request, reply) => {
    const admin = await requireAnswer(app, request, reply);
    return json(await update(app, admin.id, request.params.id, request.body));
  });
  server.delete<WithId>(`${path}/:id`, async (request, reply) => {
    const admin = await requireAnswer(app, request, reply);
    await remove(app, admin.id, request.params.id);
    return { success: true };
  });
}
