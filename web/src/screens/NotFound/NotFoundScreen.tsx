import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../i18n/format.ts';
import { Link as RouterLink } from 'react-router-dom';

/** Any path the app does not know. */
export default function NotFoundScreen() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <Center minH="60vh" px="4">
      <title>{i18n._('Page not found · {brand}', { brand: 'MealBox' })}</title>
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl" fontFamily="heading">
          {i18n._('{status} Page Not Found', { status: format.number(404) })}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {i18n._('The page you are looking for has moved or never existed.')}
        </Text>
        <Button asChild>
          <RouterLink to="/">{i18n._('Back to Home')}</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
