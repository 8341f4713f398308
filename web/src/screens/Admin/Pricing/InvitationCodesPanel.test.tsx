import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminMessages, CODE_COPIED_MS } from '@rules';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import type { InvitationCodesPanelQuery } from '../../../__generated__/InvitationCodesPanelQuery.graphql.ts';
import { answerQuery, preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import InvitationCodesPanel, { invitationCodesPanelQuery } from './InvitationCodesPanel.tsx';

const code = (id: string, value: string, maxUses: number | null, currentUses: number, isActive = true) => ({
  id,
  code: value,
  isActive,
  maxUses,
  currentUses,
  description: `${value} campaign`,
});
const FRIENDS = code('SW52aXRhdGlvbkNvZGU6Mg==', 'FRIENDS', null, 0);
const CAIRO = code('SW52aXRhdGlvbkNvZGU6Mw==', 'CAIRO2026', 10, 3);
const RAMADAN = code('SW52aXRhdGlvbkNvZGU6NA==', 'RAMADAN25', 200, 37, false);
const USED = code('SW52aXRhdGlvbkNvZGU6NQ==', 'ONCE1234', 1, 1);

/** Renders the panel, its query answered with three codes and each mutation with `answers`. */
function serve(answers: Record<string, Answer> = {}) {
  const { environment, sentExcept } = answerByName(answers);
  renderWithProviders(
    <>
      <Suspense fallback={<p>Loading</p>}>
        {preloadedPanel<InvitationCodesPanelQuery>(environment, invitationCodesPanelQuery, InvitationCodesPanel)}
      </Suspense>
      <Toaster />
    </>,
    { environment },
  );
  void answerQuery(environment, 'InvitationCodesPanelQuery', {
    adminInvitationCodes: {
      edges: [FRIENDS, CAIRO, RAMADAN, USED].map((node) => ({ cursor: node.id, node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  });
  return { mutations: () => sentExcept('InvitationCodesPanelQuery') };
}

const form = () => screen.getByRole('form', { name: 'New invitation code' });
const codeInput = () => within(form()).getByRole('textbox', { name: 'Code' });

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Invitation Codes panel', () => {
  it('lists codes with their status and uses', async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Invitation Codes' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    // Status, uses and description also under the code, for phones (where their columns give way).
    expect(rows[1]).toBe(
      'FRIENDSCopyActive Uses: 0 / Unlimited. FRIENDS campaignActive0 / UnlimitedFRIENDS campaignEditDeactivateDelete',
    );
    expect(rows[2]).toContain('CAIRO2026CopyActive Uses: 3 / 10. CAIRO2026 campaignActive3 / 10');
    expect(rows[3]).toContain('RAMADAN25CopyInactive Uses: 37 / 200. RAMADAN25 campaignInactive37 / 200');
    expect(screen.getByRole('button', { name: 'Activate RAMADAN25' })).toBeTruthy();
    // A code whose uses are all taken reads Exhausted, not Active.
    expect(rows[4]).toContain('ONCE1234CopyExhausted Uses: 1 / 1. ONCE1234 campaignExhausted1 / 1');
  });

  it('generates 8 characters from A-Z and 0-9, and upper-cases what is typed', async () => {
    serve();
    await screen.findByText('FRIENDS');
    fireEvent.click(within(form()).getByRole('button', { name: 'Generate' }));
    const generated = (codeInput() as HTMLInputElement).value;
    expect(generated).toMatch(/^[A-Z0-9]{8}$/);
    fireEvent.click(within(form()).getByRole('button', { name: 'Generate' }));
    expect((codeInput() as HTMLInputElement).value).not.toBe(generated);
    fireEvent.change(codeInput(), { target: { value: 'spring26' } });
    expect((codeInput() as HTMLInputElement).value).toBe('SPRING26');
  });

  it('refuses an empty code and a bad max uses with the specification texts and sends nothing', async () => {
    const { mutations } = serve();
    await screen.findByText('FRIENDS');
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Max uses' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText(adminMessages.codeRequired)).toBeTruthy();
    expect(screen.getByText(adminMessages.maxUsesInteger)).toBeTruthy();
    expect(mutations()).toEqual([]);
  });

  it('creates a code and shows it first', async () => {
    const created = code('SW52aXRhdGlvbkNvZGU6OQ==', 'SPRING26', 5, 0);
    const { mutations } = serve({
      InvitationCodesPanelCreateMutation: {
        invitationCodeCreate: { __typename: 'InvitationCodePayload', invitationCode: created },
      },
    });
    await screen.findByText('FRIENDS');
    fireEvent.change(codeInput(), { target: { value: 'spring26' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Max uses' }), { target: { value: '5' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'SPRING26 campaign' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Invitation code created')).toBeTruthy();
    expect(mutations()[0]!.variables.input).toEqual({
      code: 'SPRING26',
      maxUses: 5,
      description: 'SPRING26 campaign',
      isActive: true,
    });
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('SPRING26');
    expect((codeInput() as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a duplicate code", async () => {
    serve({
      InvitationCodesPanelCreateMutation: {
        invitationCodeCreate: {
          __typename: 'ConflictError',
          __isError: 'ConflictError',
          message: adminMessages.codeExists,
        },
      },
    });
    await screen.findByText('FRIENDS');
    fireEvent.change(codeInput(), { target: { value: 'friends' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Failed to create invitation code. Please try again.')).toBeTruthy();
    expect(screen.getByText(adminMessages.codeExists)).toBeTruthy();
    expect((codeInput() as HTMLInputElement).value).toBe('FRIENDS');
  });

  it('copies a code and says "Copied" for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    serve();
    await screen.findByText('FRIENDS');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy FRIENDS' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('FRIENDS');
    expect(screen.getByRole('button', { name: 'Copied FRIENDS' }).textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(CODE_COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied FRIENDS' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy FRIENDS' }).textContent).toBe('Copy');
  });

  it('says so when the copy fails', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    serve();
    await screen.findByText('FRIENDS');
    fireEvent.click(screen.getByRole('button', { name: 'Copy FRIENDS' }));
    expect(await screen.findByText('Failed to copy code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copied FRIENDS' })).toBeNull();
  });

  it('edits only what changed (an emptied max uses is unlimited)', async () => {
    const { mutations } = serve({
      InvitationCodesPanelUpdateMutation: {
        invitationCodeUpdate: {
          __typename: 'InvitationCodePayload',
          invitationCode: { ...CAIRO, maxUses: null, description: 'Festival' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit CAIRO2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invitation Code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Max uses' }), { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Festival' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutations()[0]!.variables.input).toEqual({
      id: CAIRO.id,
      unlimited: true,
      description: 'Festival',
    });
    expect(screen.getByRole('row', { name: /CAIRO2026/ }).textContent).toContain('3 / Unlimited');
  });

  it('deletes only after the confirmation', async () => {
    const { mutations } = serve({
      InvitationCodesPanelDeleteMutation: {
        invitationCodeDelete: { __typename: 'DeletedPayload', deletedId: RAMADAN.id },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete RAMADAN25' }));
    expect(
      await screen.findByText('Are you sure you want to delete "RAMADAN25"? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete RAMADAN25' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('RAMADAN25')).toBeNull());
    expect(mutations()[0]!.variables.input).toEqual({ id: RAMADAN.id });
  });
});
