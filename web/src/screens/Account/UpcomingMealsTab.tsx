import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { UpcomingMealsTabQuery } from '../../__generated__/UpcomingMealsTabQuery.graphql.ts';
import { UpcomingWeekCard } from './UpcomingWeekCard.tsx';

const upcomingMealsTabQuery = graphql`
  query UpcomingMealsTabQuery @preloadable {
    viewer {
      ...DeliveryDialog_viewer
      upcomingWeeks(first: 10) {
        edges {
          node {
            week {
              databaseId
            }
            ...UpcomingWeekCard_entry
          }
        }
      }
    }
  }
`;

/** Upcoming Meals: one card per upcoming week; `?week=` puts that week first in view. */
export default function UpcomingMealsTab({ queryRef }: { queryRef: PreloadedQuery<UpcomingMealsTabQuery> }) {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<UpcomingMealsTabQuery>(upcomingMealsTabQuery, queryRef);
  const [params] = useSearchParams();
  const chosenWeek = params.get('week');
  const viewer = data.viewer;
  const entries = viewer?.upcomingWeeks.edges.map((edge) => edge.node) ?? [];
  if (!viewer || entries.length === 0) return <Text color="fg.muted">{i18n._('No upcoming deliveries.')}</Text>;
  return (
    <Stack as="ul" gap="4" p="0" m="0" aria-label={i18n._('Upcoming deliveries')}>
      {entries.map((entry) => (
        <UpcomingWeekCard
          key={entry.week.databaseId}
          entry={entry}
          viewer={viewer}
          highlighted={chosenWeek === String(entry.week.databaseId)}
        />
      ))}
    </Stack>
  );
}
