import { useLingui } from '@lingui/react';
import { Box, chakra, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../config.ts';
import { isLogoInert } from './siteHeaderRules.ts';

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#bf4a1f" />
      <path d="M7 15h18a9 9 0 0 1-18 0Z" fill="#fdf7f0" />
      <path
        d="M12 11c0-2 2-2 2-4M17 11c0-2 2-2 2-4"
        fill="none"
        stroke="#f9b824"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Wordmark({ compact }: { compact: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Box
        as="span"
        fontFamily="heading"
        fontWeight="bold"
        fontSize="xl"
        letterSpacing="tight"
        color="fg"
        display={compact ? { base: 'none', sm: 'inline' } : undefined}
      >
        {BRAND_NAME}
      </Box>
    </HStack>
  );
}

/**
 * The logo links home, except on checkout, where clicking it does nothing. `compact`: on a phone,
 * the mark alone (its name stays the link's), for a header with a row of actions beside it.
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  if (isLogoInert(pathname)) {
    return (
      <Box aria-label={BRAND_NAME} role="img" cursor="default">
        <Wordmark compact={compact} />
      </Box>
    );
  }
  return (
    <chakra.a
      asChild
      borderRadius="md"
      focusVisibleRing="outside"
      aria-label={i18n._('{brand} home', { brand: BRAND_NAME })}
    >
      <RouterLink to="/">
        <Wordmark compact={compact} />
      </RouterLink>
    </chakra.a>
  );
}
