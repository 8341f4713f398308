import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { answerQuery } from '../../../../test/preloadedPanel.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { AdminSessionContext, type AdminSession } from '../AdminSession.tsx';
import PartnersPanel from './PartnersPanel.tsx';

const days = (counts: number[]) =>
  counts.map((requests, i) => ({ day: `2026-11-${String(23 + i).padStart(2, '0')}`, requests }));
const BOSTA = {
  id: 'UGFydG5lckFwaUtleTox',
  name: 'Bosta couriers',
  prefix: 'mbp_AbCdEfGh',
  scopes: ['deliveries_read', 'deliveries_write'],
  rateLimitPerMinute: 120,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-29T08:00:00.000Z',
  revokedAt: null,
  dailyRequests: days([0, 3, 5, 0, 12, 7, 40]),
};
const OLD = {
  ...BOSTA,
  id: 'UGFydG5lckFwaUtleToy',
  name: 'Old reporting',
  prefix: 'mbp_ZyXwVuTs',
  scopes: ['orders_read'],
  lastUsedAt: null,
  revokedAt: '2026-11-25T10:00:00.000Z',
  dailyRequests: days([0, 0, 0, 0, 0, 0, 0]),
};
const superAdmin: AdminSession = { id: 'QWRtaW46MQ==', username: 'admin', name: 'Root', role: 'super_admin' };

async function serve(session: AdminSession, answers: Record<string, Answer> = {}) {
  const { environment, sent, sentExcept } = answerByName(answers);
  renderWithProviders(
    <AdminSessionContext.Provider value={session}>
      <Suspense fallback={<p>Loading</p>}>
        <PartnersPanel />
      </Suspense>
      <Toaster />
    </AdminSessionContext.Provider>,
    { environment },
  );
  if (session.role === 'super_admin') {
    await answerQuery(environment, 'PartnersPanelQuery', {
      adminPartnerKeys: {
        edges: [BOSTA, OLD].map((node) => ({ cursor: node.id, node: { __typename: 'PartnerApiKey', ...node } })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    });
  }
  return { sent, mutations: () => sentExcept('PartnersPanelQuery') };
}

describe('the Partners panel', () => {
  it('tells a plain admin a super admin is required, and asks the server nothing', async () => {
    const { sent } = await serve({ ...superAdmin, role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Super Admin Required' })).toBeTruthy();
    expect(screen.getByText('You need super admin privileges to manage partner API keys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New partner key' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lists keys with their scopes, limit and use; a revoked key has no Revoke', async () => {
    await serve(superAdmin);
    expect(await screen.findByRole('heading', { name: 'Partner API keys' })).toBeTruthy();
    const [, bosta, old] = screen.getAllByRole('row');
    expect(within(bosta!).getByText('deliveries:read')).toBeTruthy();
    expect(within(bosta!).getByText('deliveries:write')).toBeTruthy();
    expect(within(bosta!).getByText('0 · 3 · 5 · 0 · 12 · 7 · 40')).toBeTruthy();
    expect(bosta!.textContent).toContain('120');
    expect(within(old!).getByText('Revoked')).toBeTruthy();
    expect(within(old!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(old!).getAllByText(/Never/).length).toBeGreaterThan(0);
  });

  it('revokes a key only after the confirmation', async () => {
    const { mutations } = await serve(superAdmin, {
      PartnersPanelRevokeMutation: {
        partnerKeyRevoke: {
          __typename: 'PartnerKeyRevokePayload',
          key: { __typename: 'PartnerApiKey', ...BOSTA, revokedAt: '2026-11-29T09:00:00.000Z' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Bosta couriers' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke key' });
    expect(confirm.textContent).toContain('Revoke "Bosta couriers"?');
    expect(mutations()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Key revoked')).toBeTruthy();
    expect(mutations()[0]!.variables.input).toEqual({ id: BOSTA.id });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Bosta couriers' })).toBeNull());
  });

  it('checks the form, creates a key and shows its secret once, with Copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const secret = 'mbp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    const { mutations } = await serve(superAdmin, {
      NewPartnerKeyDialogCreateMutation: {
        partnerKeyCreate: {
          __typename: 'PartnerKeyCreatePayload',
          secret,
          key: { __typename: 'PartnerApiKey', ...BOSTA, id: 'UGFydG5lckFwaUtleToz', name: 'Talabat' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New partner key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner key' });
    fireEvent.change(within(dialog).getByLabelText(/^Rate limit/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 1 to 6000.')).toBeTruthy();
    expect(mutations()).toEqual([]);

    // The scopes are a group named by its legend; each says what it allows.
    expect(within(dialog).getByRole('group', { name: 'Scopes' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Read a week's delivery sheet: who gets a box, where, in which slot, and what is in it.",
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Talabat ' } });
    fireEvent.click(within(dialog).getByText('deliveries:read'));
    fireEvent.click(within(dialog).getByText('orders:read'));
    await waitFor(() =>
      expect((within(dialog).getByRole('checkbox', { name: /orders:read/ }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Rate limit/), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Key created: Talabat' });
    expect(mutations()[0]!.variables.input).toEqual({
      name: 'Talabat',
      scopes: ['deliveries_read', 'orders_read'],
      rateLimitPerMinute: 90,
    });
    expect(within(shown).getByRole('alert').textContent).toContain('It will not be shown again');
    expect((within(shown).getByLabelText('Partner key') as HTMLInputElement).value).toBe(secret);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('Talabat');
  });
});
