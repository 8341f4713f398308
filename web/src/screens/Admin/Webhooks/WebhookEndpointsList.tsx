import { Box, Button, Flex, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, useTransition } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import type { WebhookEndpointsList_query$key } from '../../../__generated__/WebhookEndpointsList_query.graphql.ts';
import type { WebhookEndpointsListDeleteMutation } from '../../../__generated__/WebhookEndpointsListDeleteMutation.graphql.ts';
import type { WebhookEndpointsListRefetchQuery } from '../../../__generated__/WebhookEndpointsListRefetchQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { useListDate } from '../adminFormat.ts';
import { useDeleteConfirmation } from '../ConfirmDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { RowAction } from '../RowAction.tsx';
import { AddEndpointDialog } from './AddEndpointDialog.tsx';
import { eventName } from './webhookLabels.ts';

const endpointsFragment = graphql`
  fragment WebhookEndpointsList_query on Query @refetchable(queryName: "WebhookEndpointsListRefetchQuery") {
    adminWebhookEndpoints {
      id
      url
      events
      partnerKeyName
      createdAt
    }
    ...AddEndpointDialog_query
  }
`;

const deleteEndpointMutation = graphql`
  mutation WebhookEndpointsListDeleteMutation($input: WebhookEndpointDeleteInput!) {
    webhookEndpointDelete(input: $input) {
      __typename
      ... on DeletedPayload {
        deletedId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

type Endpoint = { id: string; url: string };

/** The partners' endpoints: key, URL, events, created; add one, or delete one (its log stays). */
export function WebhookEndpointsList({ query }: { query: WebhookEndpointsList_query$key }) {
  const { i18n } = useLingui();
  const listDate = useListDate();
  const [data, refetch] = useRefetchableFragment<WebhookEndpointsListRefetchQuery, WebhookEndpointsList_query$key>(
    endpointsFragment,
    query,
  );
  const [commitDelete] = useMutation<WebhookEndpointsListDeleteMutation>(deleteEndpointMutation);
  const [adding, setAdding] = useState(false);
  // Reloaded in a transition: the list stays on screen (and the dialog open) meanwhile.
  const [reloading, startReloading] = useTransition();
  const reload = () =>
    startReloading(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const endpoints = data.adminWebhookEndpoints;

  const confirmDelete = useDeleteConfirmation({
    title: /*i18n*/ 'Delete endpoint',
    nameOf: (endpoint: Endpoint) => endpoint.url,
    remove: (endpoint: Endpoint) =>
      commitDelete({
        variables: { input: { id: endpoint.id } },
        ...adminAnswer('DeletedPayload', /*i18n*/ 'delete endpoint', () => {
          notify({ type: 'success', title: i18n._('Endpoint deleted'), description: endpoint.url });
          reload();
        }),
      }),
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <PanelTitle>{i18n._('Webhook endpoints')}</PanelTitle>
        <Button onClick={() => setAdding(true)}>{i18n._('Add endpoint')}</Button>
      </Flex>
      <AdminTable
        aria-label={i18n._('Webhook endpoints')}
        dimmed={reloading}
        minW={{ md: '720px' }}
        emptyText={endpoints.length === 0 ? i18n._('No endpoints yet.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Partner key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('URL')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Events')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {endpoints.map((endpoint) => (
          <Table.Row key={endpoint.id}>
            <Table.Cell fontWeight="medium">
              {endpoint.partnerKeyName}
              <Text as="span" {...narrowOnly} fontWeight="normal" fontSize="xs" color="fg.muted">
                {endpoint.events.map(eventName).join(', ')}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Box maxW={{ base: '40', md: '72' }} overflowWrap="anywhere">
                <chakra.code fontFamily="mono" fontSize="xs">
                  {endpoint.url}
                </chakra.code>
              </Box>
            </Table.Cell>
            <Table.Cell {...wideOnly}>
              <HStack gap="1" wrap="wrap">
                {endpoint.events.map((event) => (
                  <chakra.code fontFamily="mono" key={event} fontSize="xs">
                    {eventName(event)}
                  </chakra.code>
                ))}
              </HStack>
            </Table.Cell>
            <Table.Cell {...wideOnly}>{listDate(endpoint.createdAt)}</Table.Cell>
            <Table.Cell>
              <RowAction
                label={i18n._('Delete')}
                name={endpoint.url}
                danger
                onClick={() => confirmDelete.ask(endpoint)}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      {adding ? <AddEndpointDialog query={data} onCreated={reload} onClose={() => setAdding(false)} /> : null}
      {confirmDelete.dialog}
    </Stack>
  );
}
