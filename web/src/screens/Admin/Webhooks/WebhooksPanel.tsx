import { useLingui } from '@lingui/react';
import { Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { WebhooksPanelQuery } from '../../../__generated__/WebhooksPanelQuery.graphql.ts';
import { SuperAdminOnly } from '../SuperAdminOnly.tsx';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { WebhookEndpointsList } from './WebhookEndpointsList.tsx';

export const webhooksPanelQuery = graphql`
  query WebhooksPanelQuery @preloadable {
    ...WebhookEndpointsList_query
    ...WebhookDeliveryLog_query
  }
`;

/**
 * Partner webhooks: the endpoints partners receive events on, and the log of what was sent (super
 * admins). The query starts with the tab like every other's; a plain admin's is refused by the
 * server and never read here.
 */
export default function WebhooksPanel({ queryRef }: { queryRef: PreloadedQuery<WebhooksPanelQuery> }) {
  const { i18n } = useLingui();
  return (
    <SuperAdminOnly reason={i18n._('You need super admin privileges to manage partner webhooks.')}>
      {() => <Webhooks queryRef={queryRef} />}
    </SuperAdminOnly>
  );
}

function Webhooks({ queryRef }: { queryRef: PreloadedQuery<WebhooksPanelQuery> }) {
  const data = usePreloadedQuery<WebhooksPanelQuery>(webhooksPanelQuery, queryRef);
  return (
    <Stack gap="8">
      <WebhookEndpointsList query={data} />
      <WebhookDeliveryLog query={data} />
    </Stack>
  );
}
