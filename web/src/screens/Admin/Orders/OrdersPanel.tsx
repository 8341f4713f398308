import { Alert, Heading, Stack } from '@chakra-ui/react';

/**
 * The orders tab. Order management (the orders list, meal prep, InstaPay verification) needs
 * payments, which come with the orders release; until then the tab says so plainly.
 */
export default function OrdersPanel() {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Orders
      </Heading>
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Order management comes with the orders release</Alert.Title>
          <Alert.Description>
            The orders list, meal prep and InstaPay payment verification arrive once payments are live. Menus, meals,
            pricing, customers and landing content can be managed now.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
