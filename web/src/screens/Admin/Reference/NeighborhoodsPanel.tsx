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
import { CITY_LABELS, useLabels } from '../../../lib/labels.ts';

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
  const labels = useLabels();
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [city, setCity] = useState<string>(NEIGHBORHOOD_CITIES[0]);
  const [isServiced, setIsServiced] = useState('true');
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; nameAr: string } | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFormError(i18n._(adminMessages.neighborhoodNameRequired));
    setFormError(null);
    commitCreate({
      variables: {
        input: { name, nameAr: nameAr.trim(), city, isServiced: isServiced === 'true' },
        connections: [connection],
      },
      ...adminAnswer('NeighborhoodPayload', /*i18n*/ 'create neighborhood', () => {
        setName('');
        setNameAr('');
        notify({ title: i18n._('Neighborhood created'), type: 'success' });
      }),
    });
  };

  const update = (id: string, input: { name?: string; nameAr?: string; isServiced?: boolean }, done?: () => void) =>
    commitUpdate({
      variables: { input: { id, ...input } },
      ...adminAnswer('NeighborhoodPayload', /*i18n*/ 'update neighborhood', done),
    });

  const remove = (id: string) =>
    commitDelete({
      variables: { input: { id }, connections: [connection] },
      ...adminAnswer('DeletedPayload', /*i18n*/ 'delete neighborhood'),
    });

  const confirmDelete = useDeleteConfirmation({
    title: /*i18n*/ 'Delete neighborhood',
    nameOf: (node: { id: string; name: string }) => node.name,
    remove: (node: { id: string; name: string }) => remove(node.id),
  });

  return (
    <Stack gap="6">
      <PanelTitle>{i18n._('Neighborhoods')}</PanelTitle>
      <Box borderWidth="1px" borderRadius="md" p="4" asChild>
        <form onSubmit={add} noValidate>
          <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} gap="3">
            <Field label={i18n._('Neighborhood name')} invalid={Boolean(formError)} flex="2" errorText={formError}>
              <Input lang="en" dir="ltr" value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={i18n._('Name in Arabic')} flex="2">
              <Input lang="ar" dir="rtl" value={nameAr} onChange={(event) => setNameAr(event.target.value)} />
            </Field>
            <SelectField
              label={i18n._('City')}
              flex="1"
              value={city}
              onChange={setCity}
              options={NEIGHBORHOOD_CITIES.map((option) => ({
                value: option,
                label: labels.labelOf(CITY_LABELS, option),
              }))}
            />
            <SelectField
              label={i18n._('Serviced')}
              flex="1"
              value={isServiced}
              onChange={setIsServiced}
              options={[
                { value: 'true', label: i18n._('Serviced') },
                { value: 'false', label: i18n._('Not serviced') },
              ]}
            />
            <Button type="submit" loading={creating}>
              {i18n._('Add Neighborhood')}
            </Button>
          </Stack>
        </form>
      </Box>

      <AdminTable
        emptyText={data.adminNeighborhoods.edges.length === 0 ? i18n._('No neighborhoods yet.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Name in Arabic')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('City')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
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
                  aria-label={i18n._('New name for {name}', { name: node.name })}
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
            <Table.Cell>{labels.labelOf(CITY_LABELS, node.city)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={node.isServiced ? 'green' : 'gray'}>
                {node.isServiced ? i18n._('Serviced') : i18n._('Not serviced')}
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
                          notifyFailure(
                            /*i18n*/ 'update neighborhood',
                            new Error(adminMessages.neighborhoodNameRequired),
                          );
                        } else {
                          update(node.id, { name: editing.name, nameAr: editing.nameAr.trim() }, () =>
                            setEditing(null),
                          );
                        }
                      }}
                    >
                      {i18n._('Save')}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                      {i18n._('Cancel')}
                    </Button>
                  </>
                ) : (
                  <RowAction
                    label={i18n._('Edit')}
                    name={node.name}
                    onClick={() => setEditing({ id: node.id, name: node.name, nameAr: node.nameAr })}
                  />
                )}
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={
                    node.isServiced
                      ? i18n._('Mark not serviced: {name}', { name: node.name })
                      : i18n._('Mark serviced: {name}', { name: node.name })
                  }
                  onClick={() => update(node.id, { isServiced: !node.isServiced })}
                >
                  {node.isServiced ? i18n._('Mark not serviced') : i18n._('Mark serviced')}
                </Button>
                <RowAction label={i18n._('Delete')} name={node.name} danger onClick={() => confirmDelete.ask(node)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>

      {confirmDelete.dialog}
    </Stack>
  );
}
