// The back office's customer list (User Accounts): read-only, searchable, newest first.
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { escapeLike } from '../../db/like.ts';
import type { Customer, Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';

const searchInput = z.object({
  search: z.string().trim().max(120, 'Search is too long.').nullish(),
});

/** Matches name, e-mail, username or phone, case-insensitively; `%` and `_` are taken literally. */
function customerWhere(rawSearch: unknown): Prisma.CustomerWhereInput {
  const { search } = parseInput(searchInput, { search: rawSearch });
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: 'insensitive' as const };
  return { OR: [{ name: contains }, { email: contains }, { username: contains }, { phone: contains }] };
}

export function listCustomers<Q extends Prisma.CustomerFindManyArgs>(app: AppContext, search: unknown, query?: Q) {
  return app.prisma.customer.findMany({
    ...query,
    where: customerWhere(search),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

export function countCustomers(app: AppContext, search: unknown): Promise<number> {
  return app.prisma.customer.count({ where: customerWhere(search) });
}

/** The delivery address on one line, as the list shows it (empty parts left out). */
export function customerAddressLine(
  customer: Pick<Customer, 'street' | 'building' | 'floor' | 'apartment' | 'landmark'> & {
    neighborhood?: { name: string } | null;
  },
): string {
  return [
    customer.street,
    customer.building && `Building ${customer.building}`,
    customer.floor && `Floor ${customer.floor}`,
    customer.apartment && `Apartment ${customer.apartment}`,
    customer.neighborhood?.name,
    // The landmark as typed ("Next to Diwan bookstore"), never "near Next to …".
    customer.landmark,
  ]
    .filter(Boolean)
    .join(', ');
}
