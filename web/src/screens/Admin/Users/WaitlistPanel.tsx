import { Badge, Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import { useLabels } from '../../../lib/labels.ts';
import { graphql, useMutation, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { WaitlistPanel_query$key } from '../../../__generated__/WaitlistPanel_query.graphql.ts';
import type { WaitlistPanelInviteMutation } from '../../../__generated__/WaitlistPanelInviteMutation.graphql.ts';
import type { WaitlistPanelDeleteMutation } from '../../../__generated__/WaitlistPanelDeleteMutation.graphql.ts';
import type { WaitlistPanelPaginationQuery } from '../../../__generated__/WaitlistPanelPaginationQuery.graphql.ts';
import type { WaitlistPanelQuery } from '../../../__generated__/WaitlistPanelQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable, LoadMoreButton, ShownCount } from '../AdminTable.tsx';
import { RowAction } from '../RowAction.tsx';
import { useListDate } from '../adminFormat.ts';
import { ConfirmDialog, notifyFailure } from '../ConfirmDialog.tsx';
import { succeeded } from '../mutationResult.ts';
import { useRefresh } from '../useRefresh.ts';
import { downloadWaitlistCsv } from './exportWaitlist.ts';
import { useDownload } from '../SheetActions.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export const WAITLIST_PAGE_SIZE = 50;

const REASON_LABELS: Record<string, string> = {
  area_not_serviced: /*i18n*/ 'Area not serviced',
  invalid_code: /*i18n*/ 'Invalid code',
  invitation_requested: /*i18n*/ 'Asked for an invitation',
};

export const waitlistPanelQuery = graphql`
  query WaitlistPanelQuery @preloadable {
    adminWaitlistTopNeighborhoods {
      neighborhood
      count
    }
    ...WaitlistPanel_query
  }
`;

const waitlistPanelDeleteMutation = graphql`
  mutation WaitlistPanelDeleteMutation($input: WaitlistEntryDeleteInput!) {
    waitlistEntryDelete(input: $input) {
      __typename
      ... on DeletedPayload {
        deletedId
      }
      ... on Error {
        message
      }
    }
  }
`;

const waitlistPanelInviteMutation = graphql`
  mutation WaitlistPanelInviteMutation($input: WaitlistEntryInviteInput!) {
    waitlistEntryInvite(input: $input) {
      __typename
      ... on WaitlistEntryInvitePayload {
        code
        email
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The waitlist: the top 10 neighbourhoods, every entry (newest first), delete, and the CSV export. */
export default function WaitlistPanel({ queryRef }: { queryRef: PreloadedQuery<WaitlistPanelQuery> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { labelOf } = useLabels();
  const query = usePreloadedQuery<WaitlistPanelQuery>(waitlistPanelQuery, queryRef);
  // A deletion changes the list and the top 10: both are read again, this view kept until they arrive.
  const [reload, isReloading] = useRefresh(waitlistPanelQuery, queryRef.variables);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    WaitlistPanelPaginationQuery,
    WaitlistPanel_query$key
  >(
    graphql`
      fragment WaitlistPanel_query on Query
      @refetchable(queryName: "WaitlistPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        adminWaitlist(first: $count, after: $cursor) @connection(key: "WaitlistPanel_adminWaitlist") {
          totalCount
          edges {
            node {
              id
              email
              neighborhood
              rejectionReason
              createdAt
              joinedAt
            }
          }
        }
      }
    `,
    query,
  );
  const [commitDelete, isDeleting] = useMutation<WaitlistPanelDeleteMutation>(waitlistPanelDeleteMutation);
  const [commitInvite, isInviting] = useMutation<WaitlistPanelInviteMutation>(waitlistPanelInviteMutation);
  const [deleting, setDeleting] = useState<{ id: string; email: string } | null>(null);
  const [inviting, setInviting] = useState<{ id: string; email: string } | null>(null);

  const invite = (id: string) =>
    commitInvite({
      variables: { input: { id } },
      onCompleted: ({ waitlistEntryInvite }) => {
        setInviting(null);
        if (!succeeded(waitlistEntryInvite, 'WaitlistEntryInvitePayload', /*i18n*/ 'invite')) return;
        if (waitlistEntryInvite.__typename !== 'WaitlistEntryInvitePayload') return;
        notify({
          type: 'success',
          title: i18n._('Invitation sent'),
          description: i18n._('Code {code} was e-mailed to {email}.', {
            code: waitlistEntryInvite.code,
            email: waitlistEntryInvite.email,
          }),
        });
      },
      onError: (error) => {
        setInviting(null);
        notifyFailure(/*i18n*/ 'invite', error);
      },
    });
  const [exporting, exportCsv] = useDownload(downloadWaitlistCsv, /*i18n*/ 'export waitlist');

  const remove = (id: string) =>
    commitDelete({
      variables: { input: { id } },
      onCompleted: ({ waitlistEntryDelete }) => {
        setDeleting(null);
        if (!succeeded(waitlistEntryDelete, 'DeletedPayload', /*i18n*/ 'delete waitlist entry')) return;
        notify({ type: 'success', title: i18n._('Success'), description: i18n._('Waitlist entry deleted') });
        reload();
      },
      onError: (error) => {
        setDeleting(null);
        notifyFailure(/*i18n*/ 'delete waitlist entry', error);
      },
    });

  const top = query.adminWaitlistTopNeighborhoods;
  const { edges, totalCount } = data.adminWaitlist;
  return (
    <Stack gap="6" aria-busy={isReloading}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <PanelTitle>{i18n._('Waitlist')}</PanelTitle>
        <Button variant="outline" loading={exporting} onClick={() => void exportCsv()}>
          {i18n._('Export CSV')}
        </Button>
      </Flex>

      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" as="section" aria-labelledby="waitlist-top">
        <Heading as="h3" size="md" id="waitlist-top">
          {i18n._('Top 10 Neighborhoods')}
        </Heading>
        {top.length === 0 ? (
          <Text color="fg.muted">{i18n._('No one is on the waitlist yet.')}</Text>
        ) : (
          <Box as="ol" listStyleType="none" display="flex" flexWrap="wrap" gap="2">
            {top.map((entry, index) => (
              <Box as="li" key={entry.neighborhood}>
                <Badge size="lg" variant="subtle" colorPalette="brand">
                  {format.number(index + 1)}. {entry.neighborhood}: {format.number(entry.count)}
                </Badge>
              </Box>
            ))}
          </Box>
        )}
      </Stack>

      <ShownCount
        text={i18n._('{total, plural, one {Showing {shown} of # entry} other {Showing {shown} of # entries}}', {
          shown: format.number(edges.length),
          total: totalCount,
        })}
      />
      <AdminTable
        dimmed={isReloading}
        minW="640px"
        emptyText={edges.length === 0 ? i18n._('The waitlist is empty.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Neighborhood')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Reason')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {edges.map(({ node }) => (
          <Table.Row key={node.id}>
            <Table.Cell>{node.email}</Table.Cell>
            <Table.Cell>{node.neighborhood}</Table.Cell>
            <Table.Cell>
              {labelOf(REASON_LABELS, node.rejectionReason)}
              {node.joinedAt ? (
                <Badge ms="2" colorPalette="green" variant="subtle" title={listDate(node.joinedAt)}>
                  {i18n._('Joined')}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{listDate(node.createdAt)}</Table.Cell>
            <Table.Cell>
              <HStack>
                <RowAction
                  label={i18n._('Invite')}
                  name={node.email}
                  onClick={() => setInviting({ id: node.id, email: node.email })}
                />
                <RowAction
                  label={i18n._('Delete')}
                  name={node.email}
                  danger
                  onClick={() => setDeleting({ id: node.id, email: node.email })}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <LoadMoreButton hasNext={hasNext} loading={isLoadingNext} onClick={() => loadNext(WAITLIST_PAGE_SIZE)} />

      <ConfirmDialog
        open={inviting !== null}
        title={i18n._('Invite from the waitlist')}
        message={i18n._('Send "{email}" a one-use invitation code by e-mail?', { email: inviting?.email ?? '' })}
        confirmLabel={i18n._('Invite')}
        busy={isInviting}
        onCancel={() => setInviting(null)}
        onConfirm={() => inviting && invite(inviting.id)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._('Delete waitlist entry')}
        message={i18n._(
          'Are you sure you want to delete the waitlist entry for "{email}"? This action cannot be undone.',
          { email: deleting?.email ?? '' },
        )}
        confirmLabel={i18n._('Delete')}
        destructive
        busy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting.id)}
      />
    </Stack>
  );
}
