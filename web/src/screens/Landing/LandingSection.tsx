import { Box, Container, Heading, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A landing page section under its centred h2, which names the section for assistive tech. */
export function LandingSection({
  id,
  title,
  maxW = '7xl',
  children,
  ...props
}: { id: string; title: string; maxW?: string; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '12', md: '20' }} {...props}>
      <Container maxW={maxW} px={{ base: '4', md: '6' }}>
        <Heading as="h2" id={id} textAlign="center" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
