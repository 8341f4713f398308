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
import { isSuperAdmin, useAdminSession } from '../AdminSession.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { useDeleteConfirmation } from '../ConfirmDialog.tsx';
import { AdminFormDialog } from './AdminFormDialog.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export type AdminNode = AdminsPanelQuery$data['adminAccounts']['edges'][number]['node'];

export const roleLabel = (role: string): string => (role === 'super_admin' ? 'Super Admin' : 'Admin');

/** Admin Management: super admins list, add, edit and delete admin accounts; others are told why not. */
export default function AdminsPanel() {
  const session = useAdminSession();
  if (!isSuperAdmin(session)) {
    const [title, reason] = adminMessages.superAdminRequired.split(' — ');
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="6" textAlign="center" role="status">
        <PanelTitle>{title}</PanelTitle>
        <Text color="fg.muted">{reason}</Text>
      </Stack>
    );
  }
  // The list's query starts here, not with the tab: a plain admin may not list admins.
  return (
    <RouteQuery query={adminsPanelQueryParameters} variables={{}}>
      {(queryRef) => <AdminAccounts selfId={session.id} queryRef={queryRef} />}
    </RouteQuery>
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
  const data = usePreloadedQuery<AdminsPanelQuery>(adminsPanelQuery, queryRef);
  const connection = data.adminAccounts.__id;
  const [commitDelete] = useMutation<AdminsPanelDeleteMutation>(deleteAdminMutation);
  const [editing, setEditing] = useState<AdminNode | 'new' | null>(null);

  const remove = (node: AdminNode) =>
    commitDelete({
      variables: { input: { id: node.id }, connections: [connection] },
      ...adminAnswer('DeletedPayload', 'delete admin', () =>
        notify({ type: 'success', title: 'Admin deleted', description: node.username }),
      ),
    });

  const confirmDelete = useDeleteConfirmation({
    title: 'Delete admin',
    nameOf: (node: AdminNode) => node.username,
    remove,
  });

  const admins = data.adminAccounts.edges.map((edge) => edge.node);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <PanelTitle>Admin Management</PanelTitle>
        <Button onClick={() => setEditing('new')}>Add Admin</Button>
      </Flex>
      <AdminTable
        minW={{ md: '640px' }}
        columns={
          <>
            <Table.ColumnHeader>Username</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Name</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
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
                    (you)
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
                <Badge colorPalette={node.role === 'super_admin' ? 'saffron' : 'gray'}>{roleLabel(node.role)}</Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  <RowAction label="Edit" name={node.username} onClick={() => setEditing(node)} />
                  <RowAction
                    label="Delete"
                    name={node.username}
                    danger
                    disabled={self}
                    title={self ? adminMessages.cannotDeleteSelf : undefined}
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
