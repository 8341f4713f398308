import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountMessages, adminMessages } from '@rules';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { AdminSessionContext, type AdminSession } from '../AdminSession.tsx';
import { answerQuery } from '../../../../test/preloadedPanel.tsx';
import AdminsPanel from './AdminsPanel.tsx';

const ROOT = {
  id: 'QWRtaW46MQ==',
  username: 'admin',
  name: 'Demo Super Admin',
  email: 'admin@mealbox.local',
  role: 'super_admin',
};
const OPS = { id: 'QWRtaW46Mg==', username: 'ops', name: 'Operations', email: 'ops@mealbox.local', role: 'admin' };
const superAdmin: AdminSession = { id: ROOT.id, username: ROOT.username, name: ROOT.name, role: 'super_admin' };

/** Renders the panel for `session`, its query answered with two admins and each mutation with `answers`. */
async function serve(session: AdminSession, answers: Record<string, Answer> = {}) {
  const { environment, sent, sentExcept } = answerByName(answers);
  renderWithProviders(
    <AdminSessionContext.Provider value={session}>
      <Suspense fallback={<p>Loading</p>}>
        <AdminsPanel />
      </Suspense>
      <Toaster />
    </AdminSessionContext.Provider>,
    { environment },
  );
  if (session.role === 'super_admin') {
    await answerQuery(environment, 'AdminsPanelQuery', {
      adminAccounts: {
        edges: [ROOT, OPS].map((node) => ({ cursor: node.id, node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    });
  }
  return { sent, mutations: () => sentExcept('AdminsPanelQuery') };
}

describe('the Admin Management panel', () => {
  it('tells a plain admin a super admin is required, and asks the server nothing', async () => {
    const { sent } = await serve({ id: OPS.id, username: 'ops', name: 'Operations', role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Super Admin Required' })).toBeTruthy();
    expect(screen.getByText('You need super admin privileges to manage admin accounts.')).toBeTruthy();
    expect(`Super Admin Required — You need super admin privileges to manage admin accounts.`).toBe(
      adminMessages.superAdminRequired,
    );
    expect(screen.queryByRole('button', { name: 'Add Admin' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lists admins; a super admin cannot delete their own account', async () => {
    await serve(superAdmin);
    expect(await screen.findByRole('heading', { name: 'Admin Management' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    // Name and e-mail also under the username, for phones (where their columns give way).
    expect(rows[1]).toBe(
      'admin (you)Demo Super Admin · admin@mealbox.localDemo Super Adminadmin@mealbox.localSuper AdminEditDelete',
    );
    expect(rows[2]).toBe('opsOperations · ops@mealbox.localOperationsops@mealbox.localAdminEditDelete');
    expect((screen.getByRole('button', { name: 'Delete admin' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete ops' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks the form, then creates an admin', async () => {
    const created = {
      id: 'QWRtaW46Mw==',
      username: 'chef',
      name: 'Head Chef',
      email: 'chef@mealbox.local',
      role: 'admin',
    };
    const { mutations } = await serve(superAdmin, {
      AdminFormDialogCreateMutation: { adminCreate: { __typename: 'AdminPayload', admin: created } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(await within(dialog).findByText('Username is required.')).toBeTruthy();
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Email is required.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'chef' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Head Chef' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'chef@mealbox.local' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(await within(dialog).findByText(accountMessages.passwordTooShort)).toBeTruthy();
    expect(mutations()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'kitchen-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Admin created')).toBeTruthy();
    expect(mutations()[0]!.variables.input).toEqual({
      username: 'chef',
      password: 'kitchen-123',
      name: 'Head Chef',
      email: 'chef@mealbox.local',
      role: 'admin',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('row')[3]!.textContent).toContain('chef');
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    await serve(superAdmin, {
      AdminFormDialogUpdateMutation: {
        adminUpdate: { __typename: 'ConflictError', __isError: 'ConflictError', message: adminMessages.usernameExists },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(adminMessages.usernameExists);
    expect(screen.getByRole('dialog', { name: 'Edit Admin' })).toBeTruthy();
  });

  it("sends only the changed fields, the password only when filled, and keeps one's own role fixed", async () => {
    const { mutations } = await serve(superAdmin, {
      AdminFormDialogUpdateMutation: {
        adminUpdate: { __typename: 'AdminPayload', admin: { ...ROOT, name: 'Root' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    expect((within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).disabled).toBe(true);
    expect(within(dialog).getByText(adminMessages.cannotDemoteSelf)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Root' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Admin updated')).toBeTruthy();
    expect(mutations()[0]!.variables.input).toEqual({ id: ROOT.id, name: 'Root' });
  });

  it('deletes another admin after the confirmation', async () => {
    const { mutations } = await serve(superAdmin, {
      AdminsPanelDeleteMutation: { adminDelete: { __typename: 'DeletedPayload', deletedId: OPS.id } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ops' }));
    expect(
      await screen.findByText('Are you sure you want to delete "ops"? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted')).toBeTruthy();
    expect(mutations()[0]!.variables.input).toEqual({ id: OPS.id });
    expect(screen.queryByRole('cell', { name: 'ops@mealbox.local' })).toBeNull();
  });
});
