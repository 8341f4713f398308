import { useLingui } from '@lingui/react';
import { Badge, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { PARTNER_SCOPES } from '@rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import partnersPanelQueryParameters from '../../../__generated__/PartnersPanelQuery$parameters.ts';
import type { PartnersPanelQuery } from '../../../__generated__/PartnersPanelQuery.graphql.ts';
import type { PartnersPanelRevokeMutation } from '../../../__generated__/PartnersPanelRevokeMutation.graphql.ts';
import type { PartnersPanel_key$key } from '../../../__generated__/PartnersPanel_key.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { useListDate } from '../adminFormat.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { RowAction } from '../RowAction.tsx';
import { SuperAdminOnly } from '../SuperAdminOnly.tsx';
import { NewPartnerKeyDialog } from './NewPartnerKeyDialog.tsx';

/** A scope's value (`deliveries:read`) from its GraphQL name (`deliveries_read`). */
export const scopeValueOf = (name: string): string =>
  PARTNER_SCOPES.find((scope) => scope.graphql === name)?.value ?? name;

/** Partners: super admins make, watch and revoke partner API keys; others are told why not. */
export default function PartnersPanel() {
  const { i18n } = useLingui();
  // The list's query starts here, not with the tab: a plain admin may not list keys.
  return (
    <SuperAdminOnly reason={i18n._('You need super admin privileges to manage partner API keys.')}>
      {() => (
        <RouteQuery query={partnersPanelQueryParameters} variables={{}}>
          {(queryRef) => <PartnerKeys queryRef={queryRef} />}
        </RouteQuery>
      )}
    </SuperAdminOnly>
  );
}

export const partnersPanelQuery = graphql`
  query PartnersPanelQuery @preloadable {
    adminPartnerKeys(first: 100) @connection(key: "PartnersPanel_adminPartnerKeys") {
      __id
      edges {
        node {
          id
          ...PartnersPanel_key
        }
      }
    }
  }
`;

function PartnerKeys({ queryRef }: { queryRef: PreloadedQuery<PartnersPanelQuery> }) {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<PartnersPanelQuery>(partnersPanelQuery, queryRef);
  const connection = data.adminPartnerKeys.__id;
  const [creating, setCreating] = useState(false);
  const keys = data.adminPartnerKeys.edges.map((edge) => edge.node);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <PanelTitle>{i18n._('Partner API keys')}</PanelTitle>
        <Button onClick={() => setCreating(true)}>{i18n._('New partner key')}</Button>
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {i18n._(
          'Partners call the API with a key as a bearer token. A key reaches only what its scopes allow, within its rate limit.',
        )}
      </Text>
      {keys.length === 0 ? (
        <Text color="fg.muted">{i18n._('No partner keys yet.')}</Text>
      ) : (
        <AdminTable
          minW={{ md: '900px' }}
          columns={
            <>
              <Table.ColumnHeader>{i18n._('Name')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Prefix')}</Table.ColumnHeader>
              <Table.ColumnHeader>{i18n._('Scopes')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Limit/min')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Created')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Last used')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Requests per day (7 days)')}</Table.ColumnHeader>
              <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
            </>
          }
        >
          {keys.map((node) => (
            <PartnerKeyRow key={node.id} partnerKey={node} />
          ))}
        </AdminTable>
      )}
      {creating ? <NewPartnerKeyDialog connection={connection} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}

const revokeMutation = graphql`
  mutation PartnersPanelRevokeMutation($input: PartnerKeyRevokeInput!) {
    partnerKeyRevoke(input: $input) {
      __typename
      ... on PartnerKeyRevokePayload {
        key {
          ...PartnersPanel_key
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** One key: what it may do, its use, and Revoke (asked first). */
function PartnerKeyRow({ partnerKey }: { partnerKey: PartnersPanel_key$key }) {
  const { i18n } = useLingui();
  const listDate = useListDate();
  const key = useFragment(
    graphql`
      fragment PartnersPanel_key on PartnerApiKey {
        id
        name
        prefix
        scopes
        rateLimitPerMinute
        createdAt
        lastUsedAt
        revokedAt
        dailyRequests {
          day
          requests
        }
      }
    `,
    partnerKey,
  );
  const [commitRevoke, revoking] = useMutation<PartnersPanelRevokeMutation>(revokeMutation);
  const [asking, setAsking] = useState(false);

  const revoke = () =>
    commitRevoke({
      variables: { input: { id: key.id } },
      ...adminAnswer('PartnerKeyRevokePayload', /*i18n*/ 'revoke key', () => {
        setAsking(false);
        notify({ type: 'success', title: i18n._('Key revoked'), description: key.name });
      }),
    });

  const lastUsed = key.lastUsedAt ? listDate(key.lastUsedAt) : i18n._('Never');
  const perDay = key.dailyRequests.map((day) => day.requests.toLocaleString(i18n.locale)).join(' · ');
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        {key.name}
        {key.revokedAt ? (
          <Badge ms="2" colorPalette="red">
            {i18n._('Revoked')}
          </Badge>
        ) : null}
        <Text as="span" {...narrowOnly} fontWeight="normal" fontSize="xs" color="fg.muted">
          <Text as="span" fontFamily="mono">
            {key.prefix}…
          </Text>{' '}
          · {i18n._('{limit}/min', { limit: key.rateLimitPerMinute })} ·{' '}
          {i18n._('Last used: {date}', { date: lastUsed })}
        </Text>
      </Table.Cell>
      <Table.Cell {...wideOnly}>
        <Text as="span" fontFamily="mono">
          {key.prefix}…
        </Text>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" wrap="wrap">
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="outline">
              {scopeValueOf(scope)}
            </Badge>
          ))}
        </HStack>
      </Table.Cell>
      <Table.Cell {...wideOnly}>{key.rateLimitPerMinute.toLocaleString(i18n.locale)}</Table.Cell>
      <Table.Cell {...wideOnly}>{listDate(key.createdAt)}</Table.Cell>
      <Table.Cell {...wideOnly}>{lastUsed}</Table.Cell>
      <Table.Cell
        {...wideOnly}
        aria-label={i18n._('Requests on each of the last 7 days, oldest first: {counts}', { counts: perDay })}
      >
        {perDay}
      </Table.Cell>
      <Table.Cell>
        {key.revokedAt ? (
          <Text fontSize="xs" color="fg.muted">
            {i18n._('Revoked {date}', { date: listDate(key.revokedAt) })}
          </Text>
        ) : (
          <RowAction label={i18n._('Revoke')} name={key.name} danger onClick={() => setAsking(true)} />
        )}
        <ConfirmDialog
          open={asking}
          title={i18n._('Revoke key')}
          message={i18n._(
            'Revoke "{name}"? Every request made with it is refused from now on. This cannot be undone.',
            { name: key.name },
          )}
          confirmLabel={i18n._('Revoke')}
          destructive
          busy={revoking}
          onCancel={() => setAsking(false)}
          onConfirm={revoke}
        />
      </Table.Cell>
    </Table.Row>
  );
}
