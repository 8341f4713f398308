import { Accordion, Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LandingFaq_query$key } from '../../__generated__/LandingFaq_query.graphql.ts';
import { LandingSection } from './LandingSection.tsx';

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
  const { i18n } = useLingui();
  if (faqs.length === 0) return null;

  return (
    <LandingSection
      id="landing-faq"
      title={i18n._('Frequently Asked Questions')}
      maxW="3xl"
      bg="bg.subtle"
      borderTopWidth="1px"
    >
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
    </LandingSection>
  );
}
