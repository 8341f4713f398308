import { useLingui } from '@lingui/react';
import { Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import webhooksPanelQueryParameters from '../../../__generated__/WebhooksPanelQuery$parameters.ts';
import type { WebhooksPanelQuery } from '../../../__generated__/WebhooksPanelQuery.graphql.ts';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { isSuperAdmin, useAdminSession } from '../AdminSession.tsx';
import { PanelTitle } from '../PanelTitle.tsx';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { WebhookEndpointsList } from './WebhookEndpointsList.tsx';

export const webhooksPanelQuery = graphql`
  query WebhooksPanelQuery @preloadable {
    ...WebhookEndpointsList_query
    ...WebhookDeliveryLog_query
  }
`;

/** Partner webhooks: the endpoints partners receive events on, and the log of what was sent (super admins). */
export default function WebhooksPanel() {
  const { i18n } = useLingui();
  const session = useAdminSession();
  if (!isSuperAdmin(session)) {
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="6" textAlign="center" role="status">
        <PanelTitle>{i18n._('Super Admin Required')}</PanelTitle>
        <Text color="fg.muted">{i18n._('You need super admin privileges to manage partner webhooks.')}</Text>
      </Stack>
    );
  }
  // The query starts here, not with the tab: a plain admin may not read webhooks.
  return (
    <RouteQuery query={webhooksPanelQueryParameters} variables={{}}>
      {(queryRef) => <Webhooks queryRef={queryRef} />}
    </RouteQuery>
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
