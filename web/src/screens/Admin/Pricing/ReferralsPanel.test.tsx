import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { answerQuery, preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { PricingTabQuery } from '../../../__generated__/PricingTabQuery.graphql.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { AdminSessionContext } from '../AdminSession.tsx';
import PricingTab, { pricingTabQuery } from './PricingTab.tsx';

const referral = (friend: string, status: string, credit: number, revoked = 0, referralId: number | null = 1) => ({
  referralId,
  friendId: referralId ?? 99,
  friendEmail: `${friend}@example.com`,
  inviterEmail: 'mona@example.com',
  code: 'MONA4821',
  status,
  credit: { piasters: credit },
  revoked: { piasters: revoked },
  registeredAt: '2026-11-20T10:00:00.000Z',
});

const ROWS = [
  referral('omar', 'credited', 10_000, 0, 7),
  referral('self', 'self_referral', 0, 0, 8),
  referral('new', 'pending', 0, 0, null),
  referral('spent', 'credited', 10_000, 10_000, 9),
];

function serve(answers: Record<string, Answer> = {}) {
  const { environment, sentExcept } = answerByName(answers);
  renderWithProviders(
    <AdminSessionContext.Provider value={{ id: 'QWRtaW46MQ==', username: 'admin', name: 'Admin', role: 'admin' }}>
      <Suspense fallback={<p>Loading</p>}>
        {preloadedPanel<PricingTabQuery>(environment, pricingTabQuery, PricingTab)}
      </Suspense>
      <Toaster />
    </AdminSessionContext.Provider>,
    { environment },
  );
  void answerQuery(environment, 'PricingTabQuery', {
    adminPricingConfigs: { edges: [] },
    instapayRecipient: null,
    adminInvitationCodes: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    adminReferrals: ROWS,
  });
  return { mutations: () => sentExcept('PricingTabQuery').filter((op) => op.name !== 'ReferralsPanelRefreshQuery') };
}

describe('the Referrals panel', () => {
  it('lists inviter, friend, status and credit; Revoke credit only where some is left', async () => {
    serve();
    const table = await screen.findByRole('table', { name: 'Referrals' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]!.textContent).toContain('omar@example.com');
    expect(rows[1]!.textContent).toContain('Credited');
    expect(rows[2]!.textContent).toContain('Self-referral: no credit');
    expect(rows[3]!.textContent).toContain('Not paid yet');
    expect(rows[4]!.textContent).toContain('EGP 100 revoked');
    expect(screen.getAllByRole('button', { name: /^Revoke credit/ })).toHaveLength(1);
    // On a phone the secondary columns give way to a summary under the friend (no page-wide scroll).
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['Friend', 'Inviter', 'Code', 'Status', 'Credit', 'Actions']);
    expect(rows[1]!.querySelector('td')!.textContent).toMatch(/Invited by .+@example\.com/);
  });

  it('revokes only after the confirmation', async () => {
    const { mutations } = serve({
      ReferralsPanelRevokeMutation: {
        referralCreditRevoke: {
          __typename: 'ReferralCreditRevokePayload',
          referralId: 7,
          revoked: { piasters: 10_000 },
        },
      },
      ReferralsPanelRefreshQuery: { adminReferrals: ROWS },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke credit omar@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke credit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke credit omar@example.com' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revoke credit' });
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke credit' }));
    expect(await screen.findByText('Credit revoked')).toBeTruthy();
    expect(mutations()[0]).toMatchObject({ name: 'ReferralsPanelRevokeMutation', variables: { referralId: 7 } });
  });
});
