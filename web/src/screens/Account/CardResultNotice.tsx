import { Box, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router-dom';

/** What the customer is told on coming back from Paymob's card-saving page (`?card=saved|declined`). */
export const CARD_RESULT_TEXT = {
  saved: { title: /*i18n*/ 'Your card is saved', text: /*i18n*/ 'Your weekly charges will use it from now on.' },
  declined: {
    title: /*i18n*/ 'Your card was not saved',
    text: /*i18n*/ 'The card verification did not go through, so nothing changed and nothing was charged. Try again, or use another card.',
  },
} as const;

export function CardResultNotice() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const result = params.get('card');
  if (result !== 'saved' && result !== 'declined') return null;
  const { title, text } = CARD_RESULT_TEXT[result];
  const ok = result === 'saved';
  return (
    <Box
      role={ok ? 'status' : 'alert'}
      bg={ok ? 'green.subtle' : 'red.subtle'}
      borderWidth="1px"
      borderColor={ok ? 'green.muted' : 'red.muted'}
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" color={ok ? 'green.fg' : 'red.fg'}>
        {i18n._(title)}
      </Heading>
      <Text mt="1">{i18n._(text)}</Text>
    </Box>
  );
}
