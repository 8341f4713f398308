import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while a screen's code or data loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
