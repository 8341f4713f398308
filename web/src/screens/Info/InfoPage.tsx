import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../config.ts';

/** A page of plain information (help, terms, privacy): a title, a date, sections. */
export function InfoPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" fontFamily="heading" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {updated ? (
            <Text fontSize="sm" color="fg.muted">
              Last updated {updated}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function InfoSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Heading as="h2" id={id ? `${id}-title` : undefined} size="lg" mb="2">
        {title}
      </Heading>
      <Stack gap="2" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}
