import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useFormat, type Format } from '../../../i18n/format.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AdminOverviewQuery } from '../../../__generated__/AdminOverviewQuery.graphql.ts';

/** "2d 5h", "5h 12m", "12m", or "passed"; in Arabic "٢ي ٥س" and so on, with the page's digits. */
export function timeLeft(deadline: string, now: number, i18n?: I18n, format?: Format): string {
  const minutes = Math.floor((new Date(deadline).getTime() - now) / 60000);
  const t = (message: string, values: Record<string, number>) =>
    i18n && format
      ? i18n._(message, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, format.number(value)])))
      : message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  if (minutes <= 0) return i18n ? i18n._('passed') : 'passed';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t(/*i18n*/ '{days}d {hours}h', { days, hours });
  return hours > 0
    ? t(/*i18n*/ '{hours}h {minutes}m', { hours, minutes: minutes % 60 })
    : t(/*i18n*/ '{minutes}m', { minutes });
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
        piasters
      }
      activeSubscribers
      instapayWaiting
      nextDeadline
      nextDeadlineWeekLabel
    }
    weeks {
      label
      startDate
      endDate
    }
  }
`;

/**
 * What an operator looks at first, above the dashboard's tabs: the next week to be delivered
 * (its orders, meals and confirmed revenue), active subscribers, InstaPay proofs waiting and
 * the time left to the next order deadline.
 */
export default function AdminOverview({ queryRef }: { queryRef: PreloadedQuery<AdminOverviewQuery> }) {
  const { adminOverview: o, weeks } = usePreloadedQuery<AdminOverviewQuery>(adminOverviewQuery, queryRef);
  const { i18n } = useLingui();
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // The overview names its weeks by their labels: their dates are those of the weeks so labelled.
  const weekText = (label: string) => {
    const week = weeks.find((candidate) => candidate.label === label);
    return week ? format.week({ label, startDate: String(week.startDate), endDate: String(week.endDate) }) : label;
  };
  const stats = [
    {
      label: i18n._('Orders this week'),
      value: format.number(o.orders),
      help: o.week ? i18n._('delivering {week}', { week: weekText(o.week.label) }) : i18n._('No week ahead'),
    },
    { label: i18n._('Meals this week'), value: format.number(o.meals), help: i18n._('to cook and deliver') },
    { label: i18n._('Confirmed revenue'), value: format.money(o.revenue.piasters), help: i18n._('this week, paid') },
    { label: i18n._('Active subscribers'), value: format.number(o.activeSubscribers), help: i18n._('now') },
    { label: i18n._('InstaPay proofs waiting'), value: format.number(o.instapayWaiting), help: i18n._('to verify') },
    {
      label: i18n._('Next deadline'),
      value: o.nextDeadline ? timeLeft(o.nextDeadline, now, i18n, format) : '–',
      help: o.nextDeadlineWeekLabel
        ? i18n._('orders for {week}', { week: weekText(o.nextDeadlineWeekLabel) })
        : i18n._('none scheduled'),
    },
  ];
  return (
    <Box as="section" aria-label={i18n._('Overview')} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
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
