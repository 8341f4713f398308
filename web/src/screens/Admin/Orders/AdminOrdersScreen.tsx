import { Button, Container, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OrdersPanelQuery } from '../../../__generated__/OrdersPanelQuery.graphql.ts';
import OrdersPanel from './OrdersPanel.tsx';

/** /admin/orders: the orders tab on a page of its own; AdminRoutes starts its query. */
export default function AdminOrdersScreen({ queryRef }: { queryRef: PreloadedQuery<OrdersPanelQuery> }) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>Orders · MealBox Admin</title>
      <Stack gap="6">
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to="/admin/dashboard">← Back to Dashboard</RouterLink>
        </Button>
        <OrdersPanel queryRef={queryRef} />
      </Stack>
    </Container>
  );
}
