import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { BRAND_NAME } from '../../config.ts';
import { intlLocaleOf } from '../../i18n/index.ts';
import { useFormat } from '../../i18n/format.ts';

/** A page of plain information (help, terms, privacy): a title, a date, sections. */
export function InfoPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  const { i18n } = useLingui();
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
              {i18n._('Last updated {date}', { date: updated })}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Numbers inside the pages' prose, written by Intl in the page's language (placeholders, so the
 * Arabic reads "٢٣:٥٩", "١٠٪"): plain numbers (years, law numbers: no grouping), percents, times.
 */
export function useInfoNumbers() {
  const { locale } = useFormat();
  return useMemo(() => {
    const tag = intlLocaleOf(locale);
    const plain = new Intl.NumberFormat(tag, { useGrouping: false });
    const twoDigits = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent' });
    return {
      n: (value: number) => plain.format(value),
      percent: (value: number) => percent.format(value / 100),
      clock: (hours: number, minutes = 0) => `${twoDigits.format(hours)}:${twoDigits.format(minutes)}`,
    };
  }, [locale]);
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
