import { useLingui } from '@lingui/react';
import { Badge, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { adminMessages } from '@rules';
import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import adminsPanelQueryParameters from '../../../__generated__/AdminsPanelQuery$parameters.ts';
import type { AdminsPanelQuery, AdminsPanelQuery$data } from '../../../__generated__/AdminsPanelQuery.graphql.ts';
import type { AdminsPanelDeleteMutation } from '../../../__generated__/AdminsPanelDeleteMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';

import { AdminTable } from '../AdminTable.tsx';
import { RowAction } from '../RowAction.tsx';
import { SuperAdminOnly } from '../SuperAdminOnly.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { useDeleteConfirmation } from '../ConfirmDialog.tsx';
import { AdminFormDialog } from './AdminFormDialog.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export type AdminNode = AdminsPanelQuery$data['adminAccounts']['edges'][number]['node'];

/** A role's name (a catalogue message: show it through `i18n._`). */
export const roleLabel = (role: string): string => (role === 'super_admin' ? /*i18n*/ 'Super Admin' : /*i18n*/ 'Admin');

/** Admin Management: super admins list, add, edit and delete admin accounts; others are told why not. */
export default function AdminsPanel() {
  // The list's query starts here, not with the tab: a plain admin may not list admins.
  return (
    <SuperAdminOnly>
      {(session) => (
        <RouteQuery query={adminsPanelQueryParameters} variables={{}}>
          {(queryRef) => <AdminAccounts selfId={session.id} queryRef={queryRef} />}
        </RouteQuery>
      )}
    </SuperAdminOnly>
  );
}

export const adminsPanelQuery = graphql`
  query AdminsPanelQuery @preloadable {
    adminAccounts(first: 100) @connection(key: "AdminsPanel_adminAccounts") {
      __id
      edges {
        node {
          ...AdminsPanel_admin @relay(mask: false)
        }
      }
    }
  }
`;

const deleteAdminMutation = graphql`
  mutation AdminsPanelDeleteMutation($input: AdminDeleteInput!, $connections: [ID!]!) {
    adminDelete(input: $input) {
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

function AdminAccounts({ selfId, queryRef }: { selfId: string; queryRef: PreloadedQuery<AdminsPanelQuery> }) {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<AdminsPanelQuery>(adminsPanelQuery, queryRef);
  const connection = data.adminAccounts.__id;
  const [commitDelete] = useMutation<AdminsPanelDeleteMutation>(deleteAdminMutation);
  const [editing, setEditing] = useState<AdminNode | 'new' | null>(null);

  const remove = (node: AdminNode) =>
    commitDelete({
      variables: { input: { id: node.id }, connections: [connection] },
      ...adminAnswer('DeletedPayload', /*i18n*/ 'delete admin', () =>
        notify({ type: 'success', title: i18n._('Admin deleted'), description: node.username }),
      ),
    });

  const confirmDelete = useDeleteConfirmation({
    title: i18n._('Delete admin'),
    nameOf: (node: AdminNode) => node.username,
    remove,
  });

  const admins = data.adminAccounts.edges.map((edge) => edge.node);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <PanelTitle>{i18n._('Admin Management')}</PanelTitle>
        <Button onClick={() => setEditing('new')}>{i18n._('Add Admin')}</Button>
      </Flex>
      <AdminTable
        minW={{ md: '640px' }}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Username')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Name')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {admins.map((node) => {
          const self = node.id === selfId;
          return (
            <Table.Row key={node.id}>
              <Table.Cell fontWeight="medium">
                {node.username}
                {self ? (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    {i18n._('(you)')}
                  </Text>
                ) : null}
                <Text as="span" {...narrowOnly} fontWeight="normal" fontSize="xs" color="fg.muted">
                  {node.name ? `${node.name} · ` : ''}
                  {node.email}
                </Text>
              </Table.Cell>
              <Table.Cell {...wideOnly}>{node.name}</Table.Cell>
              <Table.Cell {...wideOnly}>{node.email}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={node.role === 'super_admin' ? 'saffron' : 'gray'}>
                  {i18n._(roleLabel(node.role))}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  <RowAction label={i18n._('Edit')} name={node.username} onClick={() => setEditing(node)} />
                  <RowAction
                    label={i18n._('Delete')}
                    name={node.username}
                    danger
                    disabled={self}
                    title={self ? i18n._(adminMessages.cannotDeleteSelf) : undefined}
                    onClick={() => confirmDelete.ask(node)}
                  />
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </AdminTable>

      {editing ? (
        <AdminFormDialog
          admin={editing === 'new' ? null : editing}
          isSelf={editing !== 'new' && editing.id === selfId}
          connection={connection}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirmDelete.dialog}
    </Stack>
  );
}

// The fields the panel reads of an admin (spread unmasked in the query and the form's mutations).
void graphql`
  fragment AdminsPanel_admin on Admin {
    id
    username
    name
    email
    role
  }
`;
