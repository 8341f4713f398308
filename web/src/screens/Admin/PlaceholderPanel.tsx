import { Heading, Stack, Text } from '@chakra-ui/react';

/** Stands in for a panel that another part of the back office has not landed yet. */
export function PlaceholderPanel({ title }: { title: string }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">This panel is on its way.</Text>
    </Stack>
  );
}
