import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { FallbackProps } from 'react-error-boundary';

/** A screen that failed to load (network down, server error): say so and offer a retry. */
export function ScreenError({ resetErrorBoundary }: FallbackProps) {
  const { i18n } = useLingui();
  return (
    <Center minH="50vh" px="4">
      <VStack gap="3" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          {i18n._('Something went wrong')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {i18n._("We couldn't load this page. Check your connection and try again.")}
        </Text>
        <Button onClick={resetErrorBoundary}>{i18n._('Try Again')}</Button>
      </VStack>
    </Center>
  );
}
