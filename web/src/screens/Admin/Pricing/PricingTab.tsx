import { Box, Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { PricingTabQuery } from '../../../__generated__/PricingTabQuery.graphql.ts';
import { InstapayPanel } from './InstapayPanel.tsx';
import { InvitationCodes } from './InvitationCodesPanel.tsx';
import { PricingPanel } from './PricingPanel.tsx';
import { Referrals } from './ReferralsPanel.tsx';

export const pricingTabQuery = graphql`
  query PricingTabQuery @preloadable {
    ...PricingPanel_query
    ...InstapayPanel_query
    ...InvitationCodesPanel_query
    ...ReferralsPanel_query
  }
`;

/** The dashboard's pricing tab: the pricing panel, InstaPay's recipient, then the Invitation Codes panel (admin spec §2)
 * and the Referrals (customers' personal codes). */
export default function PricingTab({ queryRef }: { queryRef: PreloadedQuery<PricingTabQuery> }) {
  const query = usePreloadedQuery<PricingTabQuery>(pricingTabQuery, queryRef);
  return (
    <Stack gap="10">
      <PricingPanel query={query} />
      <Box as="hr" borderTopWidth="1px" />
      <InstapayPanel query={query} />
      <Box as="hr" borderTopWidth="1px" />
      <InvitationCodes query={query} />
      <Box as="hr" borderTopWidth="1px" />
      <Referrals query={query} />
    </Stack>
  );
}
