// The waitlist as the back office sees it: the entries, the neighbourhoods most asked for,
// deleting an entry and the CSV export.
import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app.ts';
import type { Prisma, WaitlistEntry } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { mailerFor } from '../../lib/mailer.ts';
import { invitationMail } from './mails.ts';
import { generateInvitationCode, WAITLIST_CSV_COLUMNS, WAITLIST_TOP_NEIGHBORHOODS } from '../../shared/rules.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';

const CAIRO = 'Africa/Cairo';

/** Newest first, paged by the caller. */
export function listWaitlist<Q extends Prisma.WaitlistEntryFindManyArgs>(app: AppContext, query?: Q) {
  return app.prisma.waitlistEntry.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/**
 * A customer registered with this e-mail: their waitlist entries are done (kept, for the numbers,
 * with the time). Runs inside the registration's transaction.
 */
export async function markWaitlistJoined(tx: Prisma.TransactionClient, email: string, at: Date): Promise<number> {
  const { count } = await tx.waitlistEntry.updateMany({ where: { email, joinedAt: null }, data: { joinedAt: at } });
  return count;
}

export const countWaitlist = (app: AppContext): Promise<number> => app.prisma.waitlistEntry.count();

export interface NeighborhoodDemand {
  neighborhood: string;
  count: number;
}

/**
 * The neighbourhoods with the most waitlist entries (10), most first. Visitors type the
 * name, so "shubra" and "Shubra " count as one (shown as the first spelling alphabetically).
 */
export async function topWaitlistNeighborhoods(app: AppContext): Promise<NeighborhoodDemand[]> {
  const rows = await app.prisma.$queryRaw<{ neighborhood: string; count: bigint }[]>`
    SELECT min(trim("neighborhood")) AS "neighborhood", count(*) AS "count"
      FROM "WaitlistEntry"
     GROUP BY lower(trim("neighborhood"))
     ORDER BY count(*) DESC, min(trim("neighborhood")) ASC
     LIMIT ${WAITLIST_TOP_NEIGHBORHOODS}`;
  return rows.map((row) => ({ neighborhood: row.neighborhood, count: Number(row.count) }));
}

export async function deleteWaitlistEntry(app: AppContext, adminId: number, ref: unknown): Promise<number> {
  const id = requireDatabaseId(ref, 'WaitlistEntry', 'Waitlist entry');
  await auditedWrite(
    app,
    adminId,
    (tx) => tx.waitlistEntry.delete({ where: { id } }),
    (row) => rowAudit('WaitlistEntry')('delete', { email: row.email, neighborhood: row.neighborhood })(row),
    { missing: 'Waitlist entry not found' },
  );
  return id;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; visitors type these values, so such a cell is prefixed with an apostrophe (OWASP's
 * CSV-injection advice).
 */
const inert = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface WaitlistCsv {
  filename: string;
  content: string;
}

/**
 * Every entry, newest first, as CSV (RFC 4180, csv-stringify) with the columns Email,
 * Neighborhood, Reason, Date; dates and the file name's date are Cairo's.
 */
export async function exportWaitlistCsv(app: AppContext): Promise<WaitlistCsv> {
  const entries: WaitlistEntry[] = await listWaitlist(app);
  const cairoDate = (date: Date) => DateTime.fromJSDate(date, { zone: CAIRO }).toISODate()!;
  const content = stringify(
    entries.map((entry) => [
      inert(entry.email),
      inert(entry.neighborhood),
      entry.rejectionReason,
      cairoDate(entry.createdAt),
    ]),
    { header: true, columns: [...WAITLIST_CSV_COLUMNS], record_delimiter: 'windows' },
  );
  return { filename: `waitlist-${cairoDate(app.now())}.csv`, content };
}

export interface WaitlistInvitation {
  entry: WaitlistEntry;
  code: string;
}

/**
 * Invites a waitlist entry: a new one-use invitation code (8 characters, A-Z and 0-9, as
 * Generate makes them) described as the entry's invitation, audited with the entry, then
 * e-mailed to the visitor after the commit, in the language they asked in (a mail failure is logged; the code stays, and the
 * list shows it). Inviting again makes another code: an invitation lost in a spam folder can be
 * sent anew.
 */
export async function inviteWaitlistEntry(app: AppContext, adminId: number, ref: unknown): Promise<WaitlistInvitation> {
  const id = requireDatabaseId(ref, 'WaitlistEntry', 'Waitlist entry');
  const invitation = await auditedWrite(
    app,
    adminId,
    async (tx) => {
      const entry = await tx.waitlistEntry.findUnique({ where: { id } });
      if (!entry) throw new NotFoundError('Waitlist entry not found');
      // A clash with an existing code (1 in 36^8 per code there is) is drawn again.
      for (let attempt = 0; ; attempt++) {
        const code = generateInvitationCode();
        const taken = await tx.invitationCode.findUnique({ where: { code }, select: { id: true } });
        if (taken && attempt < 5) continue;
        const made = await tx.invitationCode.create({
          data: { code, maxUses: 1, isActive: true, description: `Invitation for ${entry.email}` },
        });
        return { entry, code: made.code, codeId: made.id };
      }
    },
    (written) => ({
      action: 'waitlistEntry.invite',
      entityType: 'WaitlistEntry',
      entityId: written.entry.id,
      changes: { email: written.entry.email, invitationCodeId: written.codeId },
    }),
  );
  const { entry } = invitation;
  void mailerFor(app)
    .send(invitationMail(app, { ...entry, code: invitation.code }))
    .catch((error: unknown) =>
      app.logger.error({ err: error, waitlistEntryId: invitation.entry.id }, 'waitlist invitation mail failed'),
    );
  return { entry: invitation.entry, code: invitation.code };
}
