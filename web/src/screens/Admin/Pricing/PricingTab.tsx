import { Box, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import InstapayPanel from './InstapayPanel.tsx';
import InvitationCodesPanel from './InvitationCodesPanel.tsx';
import PricingPanel from './PricingPanel.tsx';

/** The dashboard's pricing tab: the pricing panel, InstaPay's recipient, then the Invitation Codes panel (admin spec §2). */
export default function PricingTab() {
  return (
    <Stack gap="10">
      <Suspense fallback={<PageSpinner label="Loading prices…" />}>
        <PricingPanel />
      </Suspense>
      <Box as="hr" borderTopWidth="1px" />
      <Suspense fallback={<PageSpinner label="Loading InstaPay details…" />}>
        <InstapayPanel />
      </Suspense>
      <Box as="hr" borderTopWidth="1px" />
      <Suspense fallback={<PageSpinner label="Loading invitation codes…" />}>
        <InvitationCodesPanel />
      </Suspense>
    </Stack>
  );
}
