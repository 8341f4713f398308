// The signed-in customer's reads of one request, joined into one statement:
// a screen's query asks for `me` beside reads rooted at the customer (their
// pending order), and each would otherwise be a round trip of its own. Reads
// asked for in the same turn of the event loop are merged into one
// `customer.findUnique` whose includes are the union of theirs (relationJoins
// makes it one SQL statement); two reads that include the same relation
// differently go in separate statements.
import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

type Include = Record<string, unknown>;

interface Read {
  include: Include;
  resolve(row: unknown): void;
  reject(error: unknown): void;
}

/** Per request (its scope object) and customer: the reads waiting for this turn's statement. */
const waiting = new WeakMap<object, Map<number, Read[]>>();

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Groups the reads whose includes agree on every relation they share. */
function mergeable(reads: readonly Read[]): { include: Include; reads: Read[] }[] {
  const groups: { include: Include; reads: Read[] }[] = [];
  for (const read of reads) {
    const group = groups.find(({ include }) =>
      Object.entries(read.include).every(([key, value]) => !(key in include) || same(include[key], value)),
    );
    if (group) {
      Object.assign(group.include, read.include);
      group.reads.push(read);
    } else groups.push({ include: { ...read.include }, reads: [read] });
  }
  return groups;
}

async function run(app: AppContext, customerId: number, reads: readonly Read[]): Promise<void> {
  await Promise.all(
    mergeable(reads).map(async ({ include, reads: group }) => {
      try {
        const row = await app.prisma.customer.findUnique({
          where: { id: customerId },
          ...(Object.keys(include).length > 0 ? { include: include as Prisma.CustomerInclude } : {}),
        });
        for (const read of group) read.resolve(row);
      } catch (error) {
        for (const read of group) read.reject(error);
      }
    }),
  );
}

/**
 * The customer's row with `include` (Pothos' include-mode query, or relations a service adds), read together
 * with the other reads of this request (`scope`: its GraphQL context) made in the same turn. The row may
 * carry relations another read asked for.
 */
export function readCustomerWith(
  app: AppContext,
  scope: object,
  customerId: number,
  include: Include = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let byCustomer = waiting.get(scope);
    if (!byCustomer) waiting.set(scope, (byCustomer = new Map()));
    const reads = byCustomer.get(customerId);
    if (reads) return void reads.push({ include, resolve, reject });
    byCustomer.set(customerId, [{ include, resolve, reject }]);
    // After this turn's resolvers (and their authorization checks) have asked.
    setImmediate(() => {
      const batch = byCustomer.get(customerId) ?? [];
      byCustomer.delete(customerId);
      void run(app, customerId, batch);
    });
  });
}
