import { Badge, Flex, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, useTransition } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import type {
  WebhookDeliveryLog_query$key,
  WebhookDeliveryStatus,
} from '../../../__generated__/WebhookDeliveryLog_query.graphql.ts';
import type { WebhookDeliveryLogRefetchQuery } from '../../../__generated__/WebhookDeliveryLogRefetchQuery.graphql.ts';
import type { WebhookDeliveryLogReplayMutation } from '../../../__generated__/WebhookDeliveryLogReplayMutation.graphql.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { AdminTable } from '../AdminTable.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { RowAction } from '../RowAction.tsx';
import { deliveryStatusColors, deliveryStatusLabels, eventName } from './webhookLabels.ts';

const deliveryLogFragment = graphql`
  fragment WebhookDeliveryLog_query on Query
  @refetchable(queryName: "WebhookDeliveryLogRefetchQuery")
  @argumentDefinitions(status: { type: "WebhookDeliveryStatus" }) {
    adminWebhookDeliveries(first: 50, status: $status) {
      totalCount
      edges {
        node {
          id
          type
          status
          attempts
          lastStatusCode
          lastResponseMs
          createdAt
          endpoint {
            url
            partnerKeyName
          }
        }
      }
    }
  }
`;

const replayMutation = graphql`
  mutation WebhookDeliveryLogReplayMutation($input: WebhookDeliveryReplayInput!) {
    webhookDeliveryReplay(input: $input) {
      __typename
      ... on WebhookDeliveryPayload {
        webhookDelivery {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const STATUSES = ['pending', 'succeeded', 'failed', 'given_up'] as const;

/** What was sent to partners: time, event, endpoint, status, attempts, answer; Replay sends one again. */
export function WebhookDeliveryLog({ query }: { query: WebhookDeliveryLog_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [data, refetch] = useRefetchableFragment<WebhookDeliveryLogRefetchQuery, WebhookDeliveryLog_query$key>(
    deliveryLogFragment,
    query,
  );
  const [commitReplay, replaying] = useMutation<WebhookDeliveryLogReplayMutation>(replayMutation);
  const [filtering, startFiltering] = useTransition();
  const [status, setStatus] = useState('');
  const reload = (value: string) => {
    refetch({ status: (value || null) as WebhookDeliveryStatus | null }, { fetchPolicy: 'network-only' });
  };
  const filterBy = (value: string) => {
    setStatus(value);
    startFiltering(() => reload(value));
  };
  const deliveries = data.adminWebhookDeliveries.edges.map((edge) => edge.node);
  const at = (iso: string) =>
    format.moment(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  const replay = (id: string, name: string) =>
    commitReplay({
      variables: { input: { id } },
      ...adminAnswer('WebhookDeliveryPayload', /*i18n*/ 'replay delivery', () => {
        notify({ type: 'success', title: i18n._('Delivery replayed'), description: name });
        startFiltering(() => reload(status));
      }),
    });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <PanelTitle>{i18n._('Delivery log')}</PanelTitle>
        <SelectField
          label={i18n._('Status')}
          size="sm"
          value={status}
          onChange={filterBy}
          placeholder={i18n._('All statuses')}
          options={STATUSES.map((value) => ({ value, label: i18n._(deliveryStatusLabels[value]!) }))}
        />
      </Flex>
      <Text color="fg.muted" role="status">
        {i18n._('Showing {shown} of {total} deliveries', {
          shown: deliveries.length,
          total: data.adminWebhookDeliveries.totalCount,
        })}
      </Text>
      <AdminTable
        aria-label={i18n._('Delivery log')}
        minW={{ md: '820px' }}
        dimmed={filtering}
        emptyText={deliveries.length === 0 ? i18n._('No deliveries yet.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Event')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Endpoint')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Attempts')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Status code')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Response (ms)')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {deliveries.map((delivery) => {
          const name = `${eventName(delivery.type)} ${at(delivery.createdAt)}`;
          return (
            <Table.Row key={delivery.id}>
              <Table.Cell whiteSpace="nowrap">
                {at(delivery.createdAt)}
                <Text as="span" {...narrowOnly} fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {delivery.endpoint.partnerKeyName} · {delivery.lastStatusCode ?? '—'} ·{' '}
                  {i18n._('Attempts: {count}', { count: delivery.attempts })}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <chakra.code fontFamily="mono" fontSize="xs">
                  {eventName(delivery.type)}
                </chakra.code>
              </Table.Cell>
              <Table.Cell {...wideOnly} maxW="64" overflowWrap="anywhere">
                {delivery.endpoint.partnerKeyName}
                <Text fontSize="xs" color="fg.muted">
                  {delivery.endpoint.url}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={deliveryStatusColors[delivery.status]}>
                  {i18n._(deliveryStatusLabels[delivery.status] ?? delivery.status)}
                </Badge>
              </Table.Cell>
              <Table.Cell {...wideOnly}>{delivery.attempts}</Table.Cell>
              <Table.Cell {...wideOnly}>{delivery.lastStatusCode ?? '—'}</Table.Cell>
              <Table.Cell {...wideOnly}>{delivery.lastResponseMs ?? '—'}</Table.Cell>
              <Table.Cell>
                <RowAction
                  label={i18n._('Replay')}
                  name={name}
                  disabled={replaying}
                  onClick={() => replay(delivery.id, name)}
                />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </AdminTable>
    </Stack>
  );
}
