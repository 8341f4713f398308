import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AdminOverviewQuery } from '../../../__generated__/AdminOverviewQuery.graphql.ts';

/** "2d 5h", "5h 12m", "12m", or "passed". */
export function timeLeft(deadline: string, now: number): string {
  const minutes = Math.floor((new Date(deadline).getTime() - now) / 60000);
  if (minutes <= 0) return 'passed';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

export const adminOverviewQuery = graphql`
  query AdminOverviewQuery @preloadable {
    adminOverview {
      week {
        label
      }
      orders
      meals
      revenue {
        formatted
      }
      activeSubscribers
      instapayWaiting
      nextDeadline
      nextDeadlineWeekLabel
    }
  }
`;

/**
 * What an operator looks at first, above the dashboard's tabs: the next week to be delivered
 * (its orders, meals and confirmed revenue), active subscribers, InstaPay proofs waiting and
 * the time left to the next order deadline.
 */
export default function AdminOverview({ queryRef }: { queryRef: PreloadedQuery<AdminOverviewQuery> }) {
  const { adminOverview: o } = usePreloadedQuery<AdminOverviewQuery>(adminOverviewQuery, queryRef);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const stats = [
    {
      label: 'Orders this week',
      value: String(o.orders),
      help: o.week ? `delivering ${o.week.label}` : 'No week ahead',
    },
    { label: 'Meals this week', value: String(o.meals), help: 'to cook and deliver' },
    { label: 'Confirmed revenue', value: o.revenue.formatted, help: 'this week, paid' },
    { label: 'Active subscribers', value: String(o.activeSubscribers), help: 'now' },
    { label: 'InstaPay proofs waiting', value: String(o.instapayWaiting), help: 'to verify' },
    {
      label: 'Next deadline',
      value: o.nextDeadline ? timeLeft(o.nextDeadline, now) : '–',
      help: o.nextDeadlineWeekLabel ? `orders for ${o.nextDeadlineWeekLabel}` : 'none scheduled',
    },
  ];
  return (
    <Box as="section" aria-label="Overview" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={{ base: '3', md: '4' }}>
        {stats.map((stat) => (
          <Stat.Root key={stat.label} size="sm">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText>{stat.value}</Stat.ValueText>
            <Text fontSize="xs" color="fg.muted">
              {stat.help}
            </Text>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
