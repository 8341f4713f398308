import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { attachmentName } from './exportWaitlist.ts';
import { createMockEnvironment } from 'relay-test-utils';
import type { WaitlistPanelQuery } from '../../../__generated__/WaitlistPanelQuery.graphql.ts';
import { preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import WaitlistPanel, { waitlistPanelQuery } from './WaitlistPanel.tsx';

const entry = (id: number, email: string, neighborhood: string, rejectionReason: string) => ({
  cursor: `c${id}`,
  node: {
    __typename: 'WaitlistEntry',
    id: `WaitlistEntry:${id}`,
    email,
    neighborhood,
    rejectionReason,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
});

const answer = {
  data: {
    adminWaitlistTopNeighborhoods: [
      { neighborhood: 'Rehab', count: 3 },
      { neighborhood: 'Shubra', count: 1 },
    ],
    adminWaitlist: {
      totalCount: 2,
      edges: [
        entry(2, 'sara@example.com', 'Rehab', 'area_not_serviced'),
        entry(1, 'ali@example.com', 'Shubra', 'invalid_code'),
      ],
      pageInfo: { hasNextPage: false, endCursor: 'c1' },
    },
  },
};

async function renderPanel() {
  const environment = createMockEnvironment();
  renderWithProviders(
    <>
      <Suspense fallback="loading">
        {preloadedPanel<WaitlistPanelQuery>(environment, waitlistPanelQuery, WaitlistPanel)}
      </Suspense>
      <Toaster />
    </>,
    { environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  environment.mock.resolveMostRecentOperation(answer);
  await screen.findByText('sara@example.com', {}, { timeout: 5000 });
  return environment;
}

afterEach(() => vi.restoreAllMocks());

describe('the Waitlist panel', () => {
  it('shows the top neighbourhoods and every entry with its reason and date', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Waitlist' })).toBeTruthy();
    const top = screen.getByRole('region', { name: 'Top 10 Neighborhoods' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Rehab: 3', '2. Shubra: 1']);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('EmailNeighborhoodReasonDateActions');
    expect(rows[1]).toBe('sara@example.comRehabArea not serviced21 Nov 2026InviteDelete');
    expect(rows[2]).toBe('ali@example.comShubraInvalid code21 Nov 2026InviteDelete');
  });

  it('deletes an entry only after confirmation, then reads the list and the top 10 again', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete ali@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the waitlist entry for "ali@example.com"? This action cannot be undone.',
    );
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(before);

    fireEvent.click(screen.getByRole('button', { name: 'Delete ali@example.com' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('WaitlistPanelDeleteMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: 'WaitlistEntry:1',
    });
    environment.mock.resolveMostRecentOperation({
      data: { waitlistEntryDelete: { __typename: 'DeletedPayload', deletedId: 'WaitlistEntry:1' } },
    });
    expect(await screen.findByText('Waitlist entry deleted')).toBeTruthy();
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('WaitlistPanelQuery'),
    );
  });

  it('invites an entry after confirmation: the server makes and e-mails a one-use code', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Invite sara@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Send "sara@example.com" a one-use invitation code by e-mail?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('WaitlistPanelInviteMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ id: 'WaitlistEntry:2' });
    environment.mock.resolveMostRecentOperation({
      data: {
        waitlistEntryInvite: { __typename: 'WaitlistEntryInvitePayload', code: 'K7Q2M9XA', email: 'sara@example.com' },
      },
    });
    expect(await screen.findByText('Code K7Q2M9XA was e-mailed to sara@example.com.')).toBeTruthy();
  });

  it("shows the server's refusal of a delete", async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete sara@example.com' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('WaitlistPanelDeleteMutation'),
    );
    environment.mock.resolveMostRecentOperation({
      data: {
        waitlistEntryDelete: {
          __typename: 'NotFoundError',
          __isError: 'NotFoundError',
          message: 'Waitlist entry not found',
        },
      },
    });
    expect(await screen.findByText('Failed to delete waitlist entry. Please try again.')).toBeTruthy();
    expect(screen.getByText('Waitlist entry not found')).toBeTruthy();
  });

  it('downloads the server CSV under the name the server gives it', async () => {
    await renderPanel();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('Email,Neighborhood,Reason,Date\r\n', {
        headers: { 'content-disposition': 'attachment; filename="waitlist-2026-11-23.csv"' },
      }),
    );
    const created = vi.fn(() => 'blob:waitlist');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = `${this.download} ${this.getAttribute('href')}`;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloaded).toBe('waitlist-2026-11-23.csv blob:waitlist'));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/waitlist/export', { credentials: 'same-origin' });
  });

  it('says so when the export fails', async () => {
    await renderPanel();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Internal error"}', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export waitlist. Please try again.')).toBeTruthy();
    expect(screen.getByText('Internal error')).toBeTruthy();
  });
});

describe('the export file name', () => {
  it("is the server's, with or without quotes", () => {
    expect(attachmentName('attachment; filename="waitlist-2026-11-23.csv"')).toBe('waitlist-2026-11-23.csv');
    expect(attachmentName('attachment; filename=waitlist-2026-11-23.csv')).toBe('waitlist-2026-11-23.csv');
    expect(attachmentName(null)).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
