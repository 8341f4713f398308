import { Alert, Input, Stack } from '@chakra-ui/react';
import { adminMessages, passwordLengthProblem } from '@rules';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { translatorOf } from '../../../i18n/index.ts';
import { graphql, useMutation } from 'react-relay/hooks';
import type { AdminFormDialogCreateMutation } from '../../../__generated__/AdminFormDialogCreateMutation.graphql.ts';
import type {
  AdminFormDialogUpdateMutation,
  AdminUpdateInput,
} from '../../../__generated__/AdminFormDialogUpdateMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { problemOf } from '../mutationResult.ts';
import type { AdminNode } from './AdminsPanel.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

type Role = 'admin' | 'super_admin';
interface Draft {
  username: string;
  password: string;
  name: string;
  email: string;
  role: Role;
}
type DraftErrors = Partial<Record<'username' | 'password' | 'email', string>>;

/** Required fields, and a new password's length; the server checks the rest and answers why. */
function draftErrors(draft: Draft, creating: boolean, i18n: I18n): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.username.trim()) errors.username = i18n._('Username is required.');
  if (!draft.email.trim()) errors.email = i18n._('Email is required.');
  const password =
    creating && !draft.password
      ? i18n._('Password is required.')
      : draft.password && passwordLengthProblem(draft.password, translatorOf(i18n));
  if (password) errors.password = password;
  return errors;
}

/** Only the fields the admin changed; the password only when one is filled in. */
function changedFields(admin: AdminNode, draft: Draft): Omit<AdminUpdateInput, 'id'> {
  const changes: Omit<AdminUpdateInput, 'id'> = {};
  if (draft.username.trim() !== admin.username) changes.username = draft.username.trim();
  if (draft.name.trim() !== admin.name) changes.name = draft.name.trim();
  if (draft.email.trim() !== admin.email) changes.email = draft.email.trim();
  if (draft.role !== admin.role) changes.role = draft.role;
  if (draft.password) changes.password = draft.password;
  return changes;
}

const adminFormDialogCreateMutation = graphql`
  mutation AdminFormDialogCreateMutation($input: AdminCreateInput!, $connections: [ID!]!) {
    adminCreate(input: $input) {
      __typename
      ... on AdminPayload {
        admin @appendNode(connections: $connections, edgeTypeName: "AdminEdge") {
          ...AdminsPanel_admin @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const adminFormDialogUpdateMutation = graphql`
  mutation AdminFormDialogUpdateMutation($input: AdminUpdateInput!) {
    adminUpdate(input: $input) {
      __typename
      ... on AdminPayload {
        admin {
          ...AdminsPanel_admin @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Add or edit an admin account. A failure keeps the dialog open with the server's reason
 * (a taken username, the last super admin…). Editing oneself leaves the role fixed: nobody
 * demotes themself.
 */
export function AdminFormDialog({
  admin,
  isSelf,
  connection,
  onClose,
}: {
  admin: AdminNode | null;
  isSelf: boolean;
  connection: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [commitCreate, creating] = useMutation<AdminFormDialogCreateMutation>(adminFormDialogCreateMutation);
  const [commitUpdate, updating] = useMutation<AdminFormDialogUpdateMutation>(adminFormDialogUpdateMutation);
  const [draft, setDraft] = useState<Draft>(() => ({
    username: admin?.username ?? '',
    password: '',
    name: admin?.name ?? '',
    email: admin?.email ?? '',
    role: admin?.role === 'super_admin' ? 'super_admin' : 'admin',
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const answered = (result: { __typename: string; message?: string }, success: string, done: string) => {
    const problem = problemOf(result, success);
    if (problem) {
      setServerError(i18n._(problem.message));
      return;
    }
    notify({ type: 'success', title: done, description: draft.username.trim() });
    onClose();
  };
  const failed = (error: Error) =>
    setServerError(error.message || (admin ? i18n._('Failed to update admin.') : i18n._('Failed to create admin.')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, !admin, i18n);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    if (!admin) {
      commitCreate({
        variables: {
          input: {
            username: draft.username.trim(),
            password: draft.password,
            name: draft.name.trim(),
            email: draft.email.trim(),
            role: draft.role,
          },
          connections: [connection],
        },
        onCompleted: ({ adminCreate }) => answered(adminCreate, 'AdminPayload', i18n._('Admin created')),
        onError: failed,
      });
      return;
    }
    const changes = changedFields(admin, draft);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    commitUpdate({
      variables: { input: { id: admin.id, ...changes } },
      onCompleted: ({ adminUpdate }) => answered(adminUpdate, 'AdminPayload', i18n._('Admin updated')),
      onError: failed,
    });
  };

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  return (
    <FormDialog
      title={admin ? i18n._('Edit Admin') : i18n._('Add Admin')}
      submitLabel={admin ? i18n._('Save Changes') : i18n._('Create Admin')}
      saving={creating || updating}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Stack gap="4">
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field label={i18n._('Username')} required invalid={Boolean(errors.username)} errorText={errors.username}>
          <Input autoComplete="off" value={draft.username} onChange={set('username')} />
        </Field>
        <Field
          label={admin ? i18n._('New password') : i18n._('Password')}
          required={!admin}
          invalid={Boolean(errors.password)}
          errorText={errors.password}
          helperText={admin ? i18n._('Leave blank to keep the current password.') : null}
        >
          <Input type="password" autoComplete="new-password" value={draft.password} onChange={set('password')} />
        </Field>
        <Field label={i18n._('Name')}>
          <Input autoComplete="off" value={draft.name} onChange={set('name')} />
        </Field>
        <Field label={i18n._('Email')} required invalid={Boolean(errors.email)} errorText={errors.email}>
          <Input type="email" autoComplete="off" value={draft.email} onChange={set('email')} />
        </Field>
        <SelectField
          label={i18n._('Role')}
          disabled={isSelf}
          helperText={isSelf ? i18n._(adminMessages.cannotDemoteSelf) : null}
          value={draft.role}
          onChange={(role) => setDraft({ ...draft, role: role as Role })}
          options={[
            { value: 'admin', label: i18n._('Admin') },
            { value: 'super_admin', label: i18n._('Super Admin') },
          ]}
        />
      </Stack>
    </FormDialog>
  );
}
