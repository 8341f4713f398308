import { Badge, Box, Button, chakra, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReferralSection_viewer$key, CreditReason } from '../../__generated__/ReferralSection_viewer.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';

const fragment = graphql`
  fragment ReferralSection_viewer on Viewer {
    referral {
      code
      shareLink
      usesLeft
      creditPerFriend {
        piasters
      }
      monthlyLimit
      friends {
        firstName
        status
      }
    }
    credit {
      balance {
        piasters
      }
      entries {
        databaseId
        amount {
          piasters
        }
        reason
        createdAt
      }
    }
  }
`;

const reasonLabel = (i18n: I18n, reason: CreditReason): string => {
  switch (reason) {
    case 'referral':
      return i18n._('A friend’s first order');
    case 'order_use':
      return i18n._('Used for an order');
    case 'order_return':
      return i18n._('Given back (payment not completed)');
    case 'admin_revoke':
      return i18n._('Revoked by MealBox');
    default:
      return reason;
  }
};

/** The share link as this browser reaches the site (the server may give a path only). */
const absolute = (link: string) =>
  typeof window === 'undefined' ? link : new URL(link, window.location.origin).toString();

async function copy(i18n: I18n, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', title: i18n._('Copied') });
  } catch {
    notify({ type: 'error', title: i18n._('Could not copy: select the text and copy it yourself.') });
  }
}

/**
 * The Subscription tab's "Invite friends" (the personal code, Copy, the share link) and "Your
 * credit" (the balance the next charge uses first, and its ledger).
 */
export function ReferralSection({ viewer }: { viewer: ReferralSection_viewer$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(fragment, viewer);
  const { referral, credit } = data;
  const link = absolute(referral.shareLink);
  const credited = referral.friends.filter((friend) => friend.status === 'credited').length;
  return (
    <>
      <Stack
        as="section"
        aria-labelledby="invite-heading"
        gap="3"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="invite-heading" size="lg" fontFamily="heading">
          {i18n._('Invite friends')}
        </Heading>
        <Text color="fg.muted">
          {i18n._(
            'Your friends get 10% off their first order. When a friend’s first order is paid, you get {amount} of credit for your next charge (up to {limit} friends a month).',
            { amount: format.money(referral.creditPerFriend.piasters), limit: format.number(referral.monthlyLimit) },
          )}
        </Text>
        <Stack gap="1">
          <chakra.label htmlFor="personal-code" fontWeight="semibold">
            {i18n._('Your invitation code')}
          </chakra.label>
          <HStack gap="2">
            <Input id="personal-code" readOnly value={referral.code} dir="ltr" maxW="60" fontWeight="semibold" />
            <Button variant="outline" onClick={() => void copy(i18n, referral.code)} aria-label={i18n._('Copy code')}>
              {i18n._('Copy')}
            </Button>
          </HStack>
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="share-link" fontWeight="semibold">
            {i18n._('Share link')}
          </chakra.label>
          <HStack gap="2" align="stretch" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <Input id="share-link" readOnly value={link} dir="ltr" />
            <Button variant="outline" onClick={() => void copy(i18n, link)} aria-label={i18n._('Copy link')}>
              {i18n._('Copy')}
            </Button>
          </HStack>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {i18n._(
            '{left, plural, one {# invitation left} other {# invitations left}} · {friends, plural, one {# friend joined} other {# friends joined}} · {credited} credited',
            { left: referral.usesLeft, friends: referral.friends.length, credited: format.number(credited) },
          )}
        </Text>
      </Stack>

      <Stack
        as="section"
        aria-labelledby="credit-heading"
        gap="3"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="credit-heading" size="lg" fontFamily="heading">
          {i18n._('Your credit')}
        </Heading>
        <HStack gap="3">
          <Text>{i18n._('Balance')}</Text>
          <Badge colorPalette={credit.balance.piasters > 0 ? 'green' : 'gray'} size="lg">
            {format.money(credit.balance.piasters)}
          </Badge>
        </HStack>
        <Text color="fg.muted">{i18n._('Your next charge uses your credit first.')}</Text>
        {credit.entries.length === 0 ? (
          <Text color="fg.muted">{i18n._('No credit yet.')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={i18n._('Credit history')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{i18n._('Date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{i18n._('What')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{i18n._('Amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {credit.entries.map((entry) => (
                  <Table.Row key={entry.databaseId}>
                    <Table.Cell>
                      {format.moment(entry.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}
                    </Table.Cell>
                    <Table.Cell>{reasonLabel(i18n, entry.reason)}</Table.Cell>
                    <Table.Cell textAlign="end" color={entry.amount.piasters < 0 ? 'fg.muted' : 'green.fg'}>
                      {entry.amount.piasters < 0 ? '−' : '+'}
                      {format.money(Math.abs(entry.amount.piasters))}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </>
  );
}
