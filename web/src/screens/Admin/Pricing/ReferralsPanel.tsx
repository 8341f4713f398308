import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type {
  ReferralsPanel_query$data,
  ReferralsPanel_query$key,
  ReferralStatus,
} from '../../../__generated__/ReferralsPanel_query.graphql.ts';
import type { ReferralsPanelRefreshQuery } from '../../../__generated__/ReferralsPanelRefreshQuery.graphql.ts';
import type { ReferralsPanelRevokeMutation } from '../../../__generated__/ReferralsPanelRevokeMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { AdminTable } from '../AdminTable.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { adminAnswer } from '../mutationResult.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { RowAction } from '../RowAction.tsx';
import { useRefresh } from '../useRefresh.ts';

const fragment = graphql`
  fragment ReferralsPanel_query on Query {
    adminReferrals(first: 200) {
      referralId
      friendId
      friendEmail
      inviterEmail
      code
      status
      credit {
        piasters
      }
      revoked {
        piasters
      }
      registeredAt
    }
  }
`;

const refreshQuery = graphql`
  query ReferralsPanelRefreshQuery {
    ...ReferralsPanel_query
  }
`;

const revokeMutation = graphql`
  mutation ReferralsPanelRevokeMutation($referralId: Int!) {
    referralCreditRevoke(referralId: $referralId) {
      __typename
      ... on ReferralCreditRevokePayload {
        referralId
        revoked {
          piasters
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Row = ReferralsPanel_query$data['adminReferrals'][number];

const statusLabel = (i18n: I18n, status: ReferralStatus): string => {
  switch (status) {
    case 'pending':
      return i18n._('Not paid yet');
    case 'credited':
      return i18n._('Credited');
    case 'self_referral':
      return i18n._('Self-referral: no credit');
    case 'monthly_limit':
      return i18n._('Monthly limit: no credit');
    default:
      return status;
  }
};

/**
 * The Referrals panel (beside the invitation codes): each friend registered with a customer's
 * personal code, the inviter, the outcome and the credit; Revoke credit takes back the unused
 * part after a confirmation (the server audits it and refuses what is spent).
 */
export function Referrals({ query }: { query: ReferralsPanel_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(fragment, query);
  const [refresh] = useRefresh<ReferralsPanelRefreshQuery>(refreshQuery);
  const [commitRevoke, revoking] = useMutation<ReferralsPanelRevokeMutation>(revokeMutation);
  const [confirming, setConfirming] = useState<Row | null>(null);

  const revoke = (row: Row) =>
    commitRevoke({
      variables: { referralId: row.referralId! },
      ...adminAnswer('ReferralCreditRevokePayload', /*i18n*/ 'revoke credit', () => {
        setConfirming(null);
        notify({ type: 'success', title: i18n._('Credit revoked') });
        refresh();
      }),
    });

  const rows = data.adminReferrals;
  return (
    <Stack gap="4">
      <PanelTitle>{i18n._('Referrals')}</PanelTitle>
      <Text color="fg.muted">
        {i18n._(
          "Friends who registered with a customer's personal code. The inviter gets the credit when the friend's first order is paid.",
        )}
      </Text>
      {rows.length === 0 ? (
        <Text>{i18n._('No referrals yet.')}</Text>
      ) : (
        <AdminTable
          aria-label={i18n._('Referrals')}
          columns={
            <>
              <Table.ColumnHeader>{i18n._('Friend')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Inviter')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Code')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly}>{i18n._('Status')}</Table.ColumnHeader>
              <Table.ColumnHeader {...wideOnly} textAlign="end">
                {i18n._('Credit')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
            </>
          }
        >
          {rows.map((row) => {
            const left = row.credit.piasters - row.revoked.piasters;
            const status = (
              <Badge colorPalette={row.status === 'credited' ? 'green' : 'gray'}>{statusLabel(i18n, row.status)}</Badge>
            );
            const credit = `${format.money(row.credit.piasters)}${
              row.revoked.piasters > 0
                ? ` (${i18n._('{amount} revoked', { amount: format.money(row.revoked.piasters) })})`
                : ''
            }`;
            return (
              <Table.Row key={row.friendId}>
                <Table.Cell dir="ltr" wordBreak="break-all" minW="10rem">
                  {row.friendEmail}
                  {/* On a phone the other columns give way to this summary. */}
                  <Box {...narrowOnly} fontSize="xs" color="fg.muted" mt="1">
                    <Text>{i18n._('Invited by {email}', { email: row.inviterEmail })}</Text>
                    <Text>
                      {row.code} · {credit}
                    </Text>
                    <Box mt="1">{status}</Box>
                  </Box>
                </Table.Cell>
                <Table.Cell {...wideOnly} dir="ltr">
                  {row.inviterEmail}
                </Table.Cell>
                <Table.Cell {...wideOnly} dir="ltr">
                  {row.code}
                </Table.Cell>
                <Table.Cell {...wideOnly}>{status}</Table.Cell>
                <Table.Cell {...wideOnly} textAlign="end">
                  {credit}
                </Table.Cell>
                <Table.Cell>
                  {row.status === 'credited' && row.referralId !== null && left > 0 ? (
                    <RowAction
                      label={i18n._('Revoke credit')}
                      name={row.friendEmail}
                      danger
                      onClick={() => setConfirming(row)}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={i18n._('Revoke credit')}
        message={
          confirming
            ? i18n._(
                "Revoke the unused part of {inviter}'s credit for inviting {friend}? What they already spent stays spent. This is recorded in the audit log.",
                { inviter: confirming.inviterEmail, friend: confirming.friendEmail },
              )
            : ''
        }
        confirmLabel={i18n._('Revoke credit')}
        destructive
        busy={revoking}
        onConfirm={() => confirming && revoke(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
