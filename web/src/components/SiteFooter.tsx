import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../config.ts';
import { isAdminArea } from './siteHeaderRules.ts';
import { useContact } from './useContact.ts';

/** The pages a fixed bar covers the bottom of (the landing page's Get Started, the menu's Continue). */
const hasBottomBar = (pathname: string) => pathname === '/' || pathname.startsWith('/menu/');

// `/*i18n*/` marks a message for the catalogue where it is defined; it is translated where shown.
const FOOTER_LINKS = [
  { to: '/help', label: /*i18n*/ 'Help & FAQ' },
  { to: '/terms', label: /*i18n*/ 'Terms of Service' },
  { to: '/privacy', label: /*i18n*/ 'Privacy Policy' },
  { to: '/developers', label: /*i18n*/ 'For developers' },
] as const;

/**
 * The customer pages' footer: how to reach us (WhatsApp, phone, e-mail from configuration),
 * help, terms, privacy and the partners' documentation. Not in the back office.
 */
export function SiteFooter() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const contact = useContact();
  if (isAdminArea(pathname)) return null;
  return (
    <Box
      as="footer"
      bg="bg.panel"
      borderTopWidth="1px"
      pt="8"
      pb={hasBottomBar(pathname) ? '28' : '8'}
      aria-label={i18n._('Site footer')}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} justify="space-between">
          <Stack gap="2" maxW="sm">
            <Text fontFamily="heading" fontWeight="bold" fontSize="lg">
              {BRAND_NAME}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {i18n._('Fresh weekly meals, cooked in Cairo and delivered chilled across Cairo and Giza.')}
            </Text>
          </Stack>
          <Stack as="nav" aria-label={i18n._('Help and policies')} gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {i18n._('Help')}
            </Text>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={link.to}>{i18n._(link.label)}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack as="section" aria-label={i18n._('Contact us')} gap="2" minW="48">
            <Text fontWeight="semibold" fontSize="sm">
              {i18n._('Contact us')}
            </Text>
            {contact ? (
              <>
                <Link
                  href={contact.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  fontSize="sm"
                  color="brand.fg"
                >
                  {i18n._('WhatsApp {number}', { number: contact.whatsapp })}
                </Link>
                <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} fontSize="sm" color="fg.muted">
                  {i18n._('Call {number}', { number: contact.phone })}
                </Link>
                <Link href={`mailto:${contact.email}`} fontSize="sm" color="fg.muted">
                  {contact.email}
                </Link>
              </>
            ) : (
              <Link asChild fontSize="sm" color="fg.muted">
                <RouterLink to="/help#contact">{i18n._('WhatsApp, phone and e-mail')}</RouterLink>
              </Link>
            )}
          </Stack>
        </Flex>
        <Text mt="8" fontSize="xs" color="fg.muted">
          {i18n._('© {brand}. Prices in Egyptian pounds, VAT included.', { brand: BRAND_NAME })}
        </Text>
      </Container>
    </Box>
  );
}
