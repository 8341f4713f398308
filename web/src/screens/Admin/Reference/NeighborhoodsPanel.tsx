import { Badge, Box, Button, chakra, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { adminMessages, NEIGHBORHOOD_CITIES } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { NeighborhoodsPanelQuery } from '../../../__generated__/NeighborhoodsPanelQuery.graphql.ts';
import type { NeighborhoodsPanelCreateMutation } from '../../../__generated__/NeighborhoodsPanelCreateMutation.graphql.ts';
import type { NeighborhoodsPanelUpdateMutation } from '../../../__generated__/NeighborhoodsPanelUpdateMutation.graphql.ts';
import type { NeighborhoodsPanelDeleteMutation } from '../../../__generated__/NeighborhoodsPanelDeleteMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { RowAction } from '../RowAction.tsx';
import { notifyFailure, useDeleteConfirmation } from '../ConfirmDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export const neighborhoodsPanelQuery = graphql`
  query NeighborhoodsPanelQuery @preloadable {
    adminNeighborhoods(first: 100) @connection(key: "NeighborhoodsPanel_adminNeighborhoods") {
      __id
      edges {
        node {
          id
          name
          nameAr
          city
          isServiced
        }
      }
    }
  }
`;

const createNeighborhoodMutation = graphql`
  mutation NeighborhoodsPanelCreateMutation($input: NeighborhoodCreateInput!, $connections: [ID!]!) {
    neighborhoodCreate(input: $input) {
      __typename
      ... on NeighborhoodPayload {
        neighborhood @appendNode(connections: $connections, edgeTypeName: "NeighborhoodEdge") {
          id
          name
          nameAr
          city
          isServiced
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updateNeighborhoodMutation = graphql`
  mutation NeighborhoodsPanelUpdateMutation($input: NeighborhoodUpdateInput!) {
    neighborhoodUpdate(input: $input) {
      __typename
      ... on NeighborhoodPayload {
        neighborhood {
          id
          name
          nameAr
          city
          isServiced
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteNeighborhoodMutation = graphql`
  mutation NeighborhoodsPanelDeleteMutation($input: NeighborhoodDeleteInput!, $connections: [ID!]!) {
    neighborhoodDelete(input: $input) {
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

/** The Neighborhoods tab: list, add, edit, toggle serviced, delete (with confirmation). */
export default function NeighborhoodsPanel({ queryRef }: { queryRef: PreloadedQuery<NeighborhoodsPanelQuery> }) {
  const data = usePreloadedQuery<NeighborhoodsPanelQuery>(neighborhoodsPanelQuery, queryRef);
  const connection = data.adminNeighborhoods.__id;
  const [commitCreate, creating] = useMutation<NeighborhoodsPanelCreateMutation>(createNeighborhoodMutation);
  const [commitUpdate] = useMutation<NeighborhoodsPanelUpdateMutation>(updateNeighborhoodMutation);
  const [commitDelete] = useMutation<NeighborhoodsPanelDeleteMutation>(deleteNeighborhoodMutation);

  const { i18n } = useLingui();
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [city, setCity] = useState<string>(NEIGHBORHOOD_CITIES[0]);
  const [isServiced, setIsServiced] = useState('true');
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; nameAr: string } | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFormError(adminMessages.neighborhoodNameRequired);
    setFormError(null);
    commitCreate({
      variables: {
        input: { name, nameAr: nameAr.trim(), city, isServiced: isServiced === 'true' },
        connections: [connection],
      },
      ...adminAnswer('NeighborhoodPayload', 'create neighborhood', () => {
        setName('');
        setNameAr('');
        notify({ title: 'Neighborhood created', type: 'success' });
      }),
    });
  };

  const update = (id: string, input: { name?: string; nameAr?: string; isServiced?: boolean }, done?: () => void) =>
    commitUpdate({
      variables: { input: { id, ...input } },
      ...adminAnswer('NeighborhoodPayload', 'update neighborhood', done),
    });

  const remove = (id: string) =>
    commitDelete({
      variables: { input: { id }, connections: [connection] },
      ...adminAnswer('DeletedPayload', 'delete neighborhood'),
    });

  const confirmDelete = useDeleteConfirmation({
    title: 'Delete neighborhood',
    nameOf: (node: { id: string; name: string }) => node.name,
    remove: (node: { id: string; name: string }) => remove(node.id),
  });

  return (
    <Stack gap="6">
      <PanelTitle>Neighborhoods</PanelTitle>
      <Box borderWidth="1px" borderRadius="md" p="4" asChild>
        <form onSubmit={add} noValidate>
          <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} gap="3">
            <Field label="Neighborhood name" invalid={Boolean(formError)} flex="2" errorText={formError}>
              <Input lang="en" dir="ltr" value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={i18n._('Name in Arabic')} flex="2">
              <Input lang="ar" dir="rtl" value={nameAr} onChange={(event) => setNameAr(event.target.value)} />
            </Field>
            <SelectField
              label="City"
              flex="1"
              value={city}
              onChange={setCity}
              options={NEIGHBORHOOD_CITIES.map((option) => ({ value: option, label: option }))}
            />
            <SelectField
              label="Serviced"
              flex="1"
              value={isServiced}
              onChange={setIsServiced}
              options={[
                { value: 'true', label: 'Serviced' },
                { value: 'false', label: 'Not serviced' },
              ]}
            />
            <Button type="submit" loading={creating}>
              Add Neighborhood
            </Button>
          </Stack>
        </form>
      </Box>

      <AdminTable
        emptyText={data.adminNeighborhoods.edges.length === 0 ? 'No neighborhoods yet.' : null}
        columns={
          <>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Name in Arabic')}</Table.ColumnHeader>
            <Table.ColumnHeader>City</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </>
        }
      >
        {data.adminNeighborhoods.edges.map(({ node }) => (
          <Table.Row key={node.id}>
            <Table.Cell>
              {editing?.id === node.id ? (
                <Input
                  size="sm"
                  lang="en"
                  dir="ltr"
                  aria-label={`New name for ${node.name}`}
                  value={editing.name}
                  onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                />
              ) : (
                node.name
              )}
            </Table.Cell>
            <Table.Cell>
              {editing?.id === node.id ? (
                <Input
                  size="sm"
                  lang="ar"
                  dir="rtl"
                  aria-label={i18n._('New Arabic name for {name}', { name: node.name })}
                  value={editing.nameAr}
                  onChange={(event) => setEditing({ ...editing, nameAr: event.target.value })}
                />
              ) : (
                <chakra.span lang="ar" dir="rtl">
                  {node.nameAr}
                </chakra.span>
              )}
            </Table.Cell>
            <Table.Cell>{node.city}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={node.isServiced ? 'green' : 'gray'}>
                {node.isServiced ? 'Serviced' : 'Not serviced'}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2" wrap="wrap">
                {editing?.id === node.id ? (
                  <>
                    <Button
                      size="xs"
                      onClick={() => {
                        if (!editing.name.trim()) {
                          notifyFailure('update neighborhood', new Error(adminMessages.neighborhoodNameRequired));
                        } else {
                          update(node.id, { name: editing.name, nameAr: editing.nameAr.trim() }, () =>
                            setEditing(null),
                          );
                        }
                      }}
                    >
                      Save
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <RowAction
                    label="Edit"
                    name={node.name}
                    onClick={() => setEditing({ id: node.id, name: node.name, nameAr: node.nameAr })}
                  />
                )}
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`${node.isServiced ? 'Mark not serviced' : 'Mark serviced'}: ${node.name}`}
                  onClick={() => update(node.id, { isServiced: !node.isServiced })}
                >
                  {node.isServiced ? 'Mark not serviced' : 'Mark serviced'}
                </Button>
                <RowAction label="Delete" name={node.name} danger onClick={() => confirmDelete.ask(node)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>

      {confirmDelete.dialog}
    </Stack>
  );
}
