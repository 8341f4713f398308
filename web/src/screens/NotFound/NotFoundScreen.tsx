import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Any path the app does not know. */
export default function NotFoundScreen() {
  return (
    <Center minH="60vh" px="4">
      <title>Page not found · MealBox</title>
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl" fontFamily="heading">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted" maxW="md">
          The page you are looking for has moved or never existed.
        </Text>
        <Button asChild>
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
