import { useLingui } from '@lingui/react';
import { Button, Container, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { WeeklyMenusPanelQuery } from '../../../__generated__/WeeklyMenusPanelQuery.graphql.ts';
import WeeklyMenusPanel from './WeeklyMenusPanel.tsx';

/** /admin/menu: the Menu Management page (the weekly-menus tab on a page of its own); AdminRoutes starts its query. */
export default function AdminMenuScreen({ queryRef }: { queryRef: PreloadedQuery<WeeklyMenusPanelQuery> }) {
  const { i18n } = useLingui();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>{i18n._('Menu Management · MealBox Admin')}</title>
      <Stack gap="6">
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to="/admin/dashboard">{i18n._('← Back to Dashboard')}</RouterLink>
        </Button>
        <Heading as="h1" size="2xl">
          {i18n._('Menu Management')}
        </Heading>
        <WeeklyMenusPanel queryRef={queryRef} />
      </Stack>
    </Container>
  );
}
