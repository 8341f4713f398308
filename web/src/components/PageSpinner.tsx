import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';

/** Shown while a screen's code or data loads; `label` is already in the page's language. */
export function PageSpinner({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label ?? i18n._('Loading…')}</Text>
      </VStack>
    </Center>
  );
}
