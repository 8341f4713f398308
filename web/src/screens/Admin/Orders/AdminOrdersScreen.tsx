import { Button, Container, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OrdersPanelQuery } from '../../../__generated__/OrdersPanelQuery.graphql.ts';
import OrdersPanel from './OrdersPanel.tsx';

/** /admin/orders: the orders tab on a page of its own; AdminRoutes starts its query. */
export default function AdminOrdersScreen({ queryRef }: { queryRef: PreloadedQuery<OrdersPanelQuery> }) {
  const { i18n } = useLingui();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>{i18n._('Orders · MealBox Admin')}</title>
      <Stack gap="6">
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to="/admin/dashboard">{i18n._('← Back to Dashboard')}</RouterLink>
        </Button>
        <OrdersPanel queryRef={queryRef} />
      </Stack>
    </Container>
  );
}
