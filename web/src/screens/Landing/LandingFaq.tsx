import { Accordion, Box, Container, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LandingFaq_query$key } from '../../__generated__/LandingFaq_query.graphql.ts';

/** FAQ accordion: any number of answers may be open at once, each toggled on its own. */
export function LandingFaq({ query }: { query: LandingFaq_query$key }) {
  const { faqs } = useFragment(
    graphql`
      fragment LandingFaq_query on Query {
        faqs {
          id
          question
          answer
        }
      }
    `,
    query,
  );
  if (faqs.length === 0) return null;

  return (
    <Box as="section" aria-labelledby="landing-faq" py={{ base: '12', md: '20' }} bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Heading as="h2" id="landing-faq" textAlign="center" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }}>
          Frequently Asked Questions
        </Heading>
        <Accordion.Root multiple collapsible mt="8" variant="enclosed" bg="bg.panel">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.ItemTrigger py="4" fontWeight="semibold" fontSize="md" textAlign="start">
                <Box flex="1">{faq.question}</Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text color="fg.muted" whiteSpace="pre-line">
                    {faq.answer}
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
