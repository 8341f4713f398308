import { useLingui } from '@lingui/react';
import { useFormat, type Format } from '../../../i18n/format.ts';
import type { I18n } from '@lingui/core';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { CODE_COPIED_MS, normalizeInvitationCode } from '@rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { InvitationCodesPanelQuery } from '../../../__generated__/InvitationCodesPanelQuery.graphql.ts';
import type {
  InvitationCodesPanel_query$data,
  InvitationCodesPanel_query$key,
} from '../../../__generated__/InvitationCodesPanel_query.graphql.ts';
import type { InvitationCodesPanelCreateMutation } from '../../../__generated__/InvitationCodesPanelCreateMutation.graphql.ts';
import type {
  InvitationCodesPanelUpdateMutation,
  InvitationCodeUpdateInput,
} from '../../../__generated__/InvitationCodesPanelUpdateMutation.graphql.ts';
import type { InvitationCodesPanelDeleteMutation } from '../../../__generated__/InvitationCodesPanelDeleteMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { RowAction } from '../RowAction.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { useDeleteConfirmation } from '../ConfirmDialog.tsx';
import {
  CodeFields,
  codeDraftErrors,
  emptyCodeDraft,
  maxUsesOf,
  type CodeDraft,
  type CodeDraftErrors,
} from './CodeFields.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

type CodeNode = InvitationCodesPanel_query$data['adminInvitationCodes']['edges'][number]['node'];

const draftOf = (node: CodeNode): CodeDraft => ({
  code: node.code,
  maxUses: node.maxUses == null ? '' : String(node.maxUses),
  description: node.description,
  isActive: node.isActive,
});

/** Only what the admin changed; an emptied max uses removes the limit. */
function changedFields(node: CodeNode, draft: CodeDraft): Omit<InvitationCodeUpdateInput, 'id'> {
  const changes: Omit<InvitationCodeUpdateInput, 'id'> = {};
  const code = normalizeInvitationCode(draft.code);
  if (code !== node.code) changes.code = code;
  const maxUses = maxUsesOf(draft);
  if (maxUses !== node.maxUses) {
    if (maxUses === null) changes.unlimited = true;
    else changes.maxUses = maxUses;
  }
  if (draft.description !== node.description) changes.description = draft.description;
  if (draft.isActive !== node.isActive) changes.isActive = draft.isActive;
  return changes;
}

export const invitationCodesPanelQuery = graphql`
  query InvitationCodesPanelQuery @preloadable {
    ...InvitationCodesPanel_query
  }
`;

const invitationCodesPanelFragment = graphql`
  fragment InvitationCodesPanel_query on Query {
    adminInvitationCodes(first: 100) @connection(key: "InvitationCodesPanel_adminInvitationCodes") {
      __id
      edges {
        node {
          ...InvitationCodesPanel_code @relay(mask: false)
        }
      }
    }
  }
`;

/** The hidden `?tab=invitation-codes`: the panel alone, its query started by the dashboard. */
export default function InvitationCodesPanel({ queryRef }: { queryRef: PreloadedQuery<InvitationCodesPanelQuery> }) {
  return <InvitationCodes query={usePreloadedQuery<InvitationCodesPanelQuery>(invitationCodesPanelQuery, queryRef)} />;
}

const invitationCodesPanelCreateMutation = graphql`
  mutation InvitationCodesPanelCreateMutation($input: InvitationCodeCreateInput!, $connections: [ID!]!) {
    invitationCodeCreate(input: $input) {
      __typename
      ... on InvitationCodePayload {
        invitationCode @prependNode(connections: $connections, edgeTypeName: "InvitationCodeEdge") {
          ...InvitationCodesPanel_code @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const invitationCodesPanelUpdateMutation = graphql`
  mutation InvitationCodesPanelUpdateMutation($input: InvitationCodeUpdateInput!) {
    invitationCodeUpdate(input: $input) {
      __typename
      ... on InvitationCodePayload {
        invitationCode {
          ...InvitationCodesPanel_code @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const invitationCodesPanelDeleteMutation = graphql`
  mutation InvitationCodesPanelDeleteMutation($input: InvitationCodeDeleteInput!, $connections: [ID!]!) {
    invitationCodeDelete(input: $input) {
      __typename
      ... on DeletedPayload {
        deletedId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The Invitation Codes panel: list (newest first), create (with Generate: 8 characters A-Z
 * and 0-9), copy (with a 2 s "Copied"), edit, activate or deactivate, and delete after a
 * confirmation. Codes are upper-cased as they are typed, and stored so by the server.
 */
export function InvitationCodes({ query }: { query: InvitationCodesPanel_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(invitationCodesPanelFragment, query);
  const connection = data.adminInvitationCodes.__id;
  const [commitCreate, creating] = useMutation<InvitationCodesPanelCreateMutation>(invitationCodesPanelCreateMutation);
  const [commitUpdate, updating] = useMutation<InvitationCodesPanelUpdateMutation>(invitationCodesPanelUpdateMutation);
  const [commitDelete] = useMutation<InvitationCodesPanelDeleteMutation>(invitationCodesPanelDeleteMutation);

  const [draft, setDraft] = useState<CodeDraft>(emptyCodeDraft);
  const [errors, setErrors] = useState<CodeDraftErrors>({});
  const [editing, setEditing] = useState<CodeNode | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = codeDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const code = normalizeInvitationCode(draft.code);
    commitCreate({
      variables: {
        input: { code, maxUses: maxUsesOf(draft), description: draft.description, isActive: draft.isActive },
        connections: [connection],
      },
      ...adminAnswer('InvitationCodePayload', /*i18n*/ 'create invitation code', () => {
        setDraft(emptyCodeDraft);
        notify({ type: 'success', title: i18n._('Invitation code created'), description: code });
      }),
    });
  };

  const update = (node: CodeNode, input: Omit<InvitationCodeUpdateInput, 'id'>, done?: () => void) =>
    commitUpdate({
      variables: { input: { id: node.id, ...input } },
      ...adminAnswer('InvitationCodePayload', /*i18n*/ 'update invitation code', () => {
        notify({ type: 'success', title: i18n._('Invitation code updated') });
        done?.();
      }),
    });

  const remove = (node: CodeNode) =>
    commitDelete({
      variables: { input: { id: node.id }, connections: [connection] },
      ...adminAnswer('DeletedPayload', /*i18n*/ 'delete invitation code', () =>
        notify({ type: 'success', title: i18n._('Invitation code deleted') }),
      ),
    });

  const confirmDelete = useDeleteConfirmation({
    title: i18n._('Delete invitation code'),
    nameOf: (node: CodeNode) => node.code,
    remove,
  });

  const codes = data.adminInvitationCodes.edges.map((edge) => edge.node);
  return (
    <Stack gap="4">
      <PanelTitle>{i18n._('Invitation Codes')}</PanelTitle>
      <Box borderWidth="1px" borderRadius="md" p="4" asChild>
        <form onSubmit={create} noValidate aria-label={i18n._('New invitation code')}>
          <Stack gap="3">
            <CodeFields draft={draft} errors={errors} onChange={setDraft} />
            <Box>
              <Button type="submit" loading={creating}>
                {i18n._('Create Code')}
              </Button>
            </Box>
          </Stack>
        </form>
      </Box>

      <AdminTable
        minW={{ md: '720px' }}
        emptyText={codes.length === 0 ? i18n._('No invitation codes yet.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Code')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Uses')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {codes.map((node) => (
          <Table.Row key={node.id}>
            <Table.Cell>
              <HStack gap="2">
                <Text as="span" fontFamily="mono" fontWeight="semibold">
                  {node.code}
                </Text>
                <CopyButton code={node.code} />
              </HStack>
              <Box {...narrowOnly} fontSize="xs" color="fg.muted">
                <StatusBadge node={node} /> {i18n._('Uses: {uses}.', { uses: usesOf(node, i18n, format) })}{' '}
                {node.description}
              </Box>
            </Table.Cell>
            <Table.Cell {...wideOnly}>
              <StatusBadge node={node} />
            </Table.Cell>
            <Table.Cell {...wideOnly} whiteSpace="nowrap">
              {usesOf(node, i18n, format)}
            </Table.Cell>
            <Table.Cell {...wideOnly}>{node.description}</Table.Cell>
            <Table.Cell>
              <HStack gap="2" wrap="wrap">
                <RowAction label={i18n._('Edit')} name={node.code} onClick={() => setEditing(node)} />
                <RowAction
                  label={node.isActive ? i18n._('Deactivate') : i18n._('Activate')}
                  name={node.code}
                  onClick={() => update(node, { isActive: !node.isActive })}
                />
                <RowAction label={i18n._('Delete')} name={node.code} danger onClick={() => confirmDelete.ask(node)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>

      {editing ? (
        <EditCodeDialog
          node={editing}
          saving={updating}
          onCancel={() => setEditing(null)}
          onSave={(changes) =>
            Object.keys(changes).length === 0 ? setEditing(null) : update(editing, changes, () => setEditing(null))
          }
        />
      ) : null}
      {confirmDelete.dialog}
    </Stack>
  );
}

// The fields the panel reads of a code (spread unmasked in the query and the mutations).
void graphql`
  fragment InvitationCodesPanel_code on InvitationCode {
    id
    code
    isActive
    maxUses
    currentUses
    description
  }
`;

const usesOf = (node: CodeNode, i18n: I18n, format: Format) =>
  `${format.number(node.currentUses)} / ${node.maxUses == null ? i18n._('Unlimited') : format.number(node.maxUses)}`;

/** Active, Inactive, or Exhausted: an active code whose uses have all been taken accepts no one. */
export const codeStatus = (node: Pick<CodeNode, 'isActive' | 'maxUses' | 'currentUses'>) =>
  !node.isActive ? 'Inactive' : node.maxUses != null && node.currentUses >= node.maxUses ? 'Exhausted' : 'Active';

const STATUS_PALETTE = { Active: 'green', Inactive: 'gray', Exhausted: 'orange' } as const;
const STATUS_LABELS = { Active: /*i18n*/ 'Active', Inactive: /*i18n*/ 'Inactive', Exhausted: /*i18n*/ 'Exhausted' };

function StatusBadge({ node }: { node: Pick<CodeNode, 'isActive' | 'maxUses' | 'currentUses'> }) {
  const { i18n } = useLingui();
  const status = codeStatus(node);
  return <Badge colorPalette={STATUS_PALETTE[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}

/** Copies a code; says "Copied" for CODE_COPIED_MS, or toasts the specification's failure. */
function CopyButton({ code }: { code: string }) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      notify({ type: 'error', title: i18n._('Failed to copy code.') });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CODE_COPIED_MS);
  };
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={copied ? i18n._('Copied {code}', { code }) : i18n._('Copy {code}', { code })}
      onClick={() => void copy()}
    >
      {copied ? i18n._('Copied') : i18n._('Copy')}
    </Button>
  );
}

function EditCodeDialog({
  node,
  saving,
  onSave,
  onCancel,
}: {
  node: CodeNode;
  saving: boolean;
  onSave: (changes: Omit<InvitationCodeUpdateInput, 'id'>) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(node));
  const [errors, setErrors] = useState<CodeDraftErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = codeDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(changedFields(node, draft));
  };
  return (
    <FormDialog
      title={i18n._('Edit Invitation Code')}
      submitLabel={i18n._('Save Changes')}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      size="xl"
    >
      <CodeFields draft={draft} errors={errors} onChange={setDraft} />
      <Text mt="3" color="fg.muted" fontSize="sm">
        {i18n._(
          '{count, plural, one {Used # time. Leave max uses empty for unlimited.} other {Used # times. Leave max uses empty for unlimited.}}',
          { count: node.currentUses },
        )}
      </Text>
    </FormDialog>
  );
}
