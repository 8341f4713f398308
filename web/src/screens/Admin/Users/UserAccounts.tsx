import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { Button, Input, Stack, Table } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { UserAccounts_query$key } from '../../../__generated__/UserAccounts_query.graphql.ts';
import type { UserAccountsPaginationQuery } from '../../../__generated__/UserAccountsPaginationQuery.graphql.ts';
import type { CustomerDetailDialogQuery } from '../../../__generated__/CustomerDetailDialogQuery.graphql.ts';
import { AdminTable, LoadMoreButton, ShownCount } from '../AdminTable.tsx';
import { useListDate } from '../adminFormat.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useDialogQuery } from '../useDialogQuery.ts';
import { customerDetailDialogQuery, CustomerDetailDialog } from './CustomerDetailDialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export const USERS_PAGE_SIZE = 25;
/** How long typing pauses before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * User Accounts: every customer, newest first, searchable and paged; read-only (admin specification §2).
 * A customer's name opens their subscription, orders and payments.
 */
export function UserAccounts({ query }: { query: UserAccounts_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    UserAccountsPaginationQuery,
    UserAccounts_query$key
  >(
    graphql`
      fragment UserAccounts_query on Query
      @refetchable(queryName: "UserAccountsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        adminUsers(first: $count, after: $cursor, search: $search)
          @connection(key: "UserAccounts_adminUsers", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              username
              email
              phone
              addressLine
              createdAt
              subscription {
                status
                cancelReason
                cancelReasonText
              }
            }
          }
        }
      }
    `,
    query,
  );

  const [search, setSearch] = useState('');
  const customer = useDialogQuery<CustomerDetailDialogQuery, string>(customerDetailDialogQuery);
  const [isSearching, startTransition] = useTransition();
  const searched = useRef('');
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = wanted;
      startTransition(() => {
        refetch({ search: wanted || null, count: USERS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, refetch]);

  const { edges, totalCount } = data.adminUsers;
  return (
    <Stack gap="5">
      <PanelTitle>{i18n._('User Accounts')}</PanelTitle>
      <Field label={i18n._('Search customers')} maxW={{ md: 'md' }}>
        <Input
          type="search"
          value={search}
          placeholder={i18n._('Name, email, username or phone')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ShownCount
        text={i18n._('{total, plural, one {Showing {shown} of # customer} other {Showing {shown} of # customers}}', {
          shown: format.number(edges.length),
          total: totalCount,
        })}
        busy={isSearching}
      />

      <AdminTable
        dimmed={isSearching}
        minW="800px"
        emptyText={
          edges.length === 0
            ? search.trim()
              ? i18n._('No customers match your search.')
              : i18n._('No customers yet.')
            : null
        }
        columns={
          <>
            <Table.ColumnHeader>{i18n._('ID')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Username')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Phone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Cancellation reason')}</Table.ColumnHeader>
          </>
        }
      >
        {edges.map(({ node }) => (
          <Table.Row key={node.id}>
            <Table.Cell>{node.databaseId}</Table.Cell>
            <Table.Cell fontWeight="medium">
              <Button
                variant="plain"
                size="sm"
                px="0"
                h="auto"
                textDecoration="underline"
                aria-label={i18n._('Open {name}', { name: node.name || node.email })}
                onClick={() => customer.open(node.name || node.email, { id: node.id }, 'store-and-network')}
              >
                {node.name || '—'}
              </Button>
            </Table.Cell>
            <Table.Cell>{node.username ?? '—'}</Table.Cell>
            <Table.Cell>{node.email}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{node.phone ?? '—'}</Table.Cell>
            <Table.Cell minW="200px">{node.addressLine || '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{listDate(node.createdAt)}</Table.Cell>
            <Table.Cell minW="160px">{cancellationOf(node.subscription, i18n)}</Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      {customer.opened !== null && customer.queryRef ? (
        <CustomerDetailDialog queryRef={customer.queryRef} name={customer.opened} onClose={customer.close} />
      ) : null}
      <LoadMoreButton hasNext={hasNext} loading={isLoadingNext} onClick={() => loadNext(USERS_PAGE_SIZE)} />
    </Stack>
  );
}

/** Why a cancelled subscriber left ("Other: their words"); a dash for everyone else. */
function cancellationOf(
  subscription: { status: string; cancelReason?: string | null; cancelReasonText?: string | null } | null | undefined,
  i18n: I18n,
): string {
  if (subscription?.status !== 'cancelled') return '—';
  // The reason is one of the cancel dialog's choices (a catalogue message); the text is the customer's own.
  const parts = [subscription.cancelReason && i18n._(subscription.cancelReason), subscription.cancelReasonText].filter(
    Boolean,
  );
  return parts.length ? parts.join(': ') : i18n._('No reason given');
}
