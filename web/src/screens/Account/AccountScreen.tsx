import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthState } from '../../components/guards/useAuthState.ts';

/**
 * /account, as far as this release goes: who is signed in. The tabs (upcoming meals, order
 * history, subscription, profile) come with their issue; Logout is in the site header.
 */
export default function AccountScreen() {
  const { customer } = useAuthState();
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>My Account · MealBox</title>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading">
          My Account
        </Heading>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }}>
          {customer?.name ? <Text fontWeight="semibold">{customer.name}</Text> : null}
          <Text color="fg.muted">Signed in as {customer?.email}</Text>
        </Box>
        <Box>
          <Button asChild variant="outline">
            <RouterLink to="/menu/current?fromAccount=true">Choose meals</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
