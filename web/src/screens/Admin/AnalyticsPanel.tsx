import { useLingui } from '@lingui/react';
import { useFormat } from '../../i18n/format.ts';
import { intlLocaleOf } from '../../i18n/index.ts';
import { Box, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AnalyticsPanelQuery } from '../../__generated__/AnalyticsPanelQuery.graphql.ts';
import { BarChart } from './BarChart.tsx';
import { PanelTitle } from './PanelTitle.tsx';
import { RatingLeaders } from './RatingLeaders.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A delivery week's last day: weeks run seven days from their start. */
const lastDayOf = (startDate: string) =>
  new Date(new Date(`${startDate.slice(0, 10)}T00:00:00Z`).getTime() + 6 * DAY_MS).toISOString().slice(0, 10);

export const analyticsPanelQuery = graphql`
  query AnalyticsPanelQuery @preloadable {
    adminAnalytics {
      weeks {
        weekDatabaseId
        label
        startDate
        upcoming
        orders
        meals
        revenue {
          piasters
        }
        activeSubscribers
        newSubscriptions
        cancelledSubscriptions
        subscriptionOrders
        skippedOrders
        skipRate
        trials
        convertedTrials
        trialConversion
      }
      topMeals {
        mealDatabaseId
        title
        portions
      }
    }
    ...RatingLeaders_query
  }
`;

/**
 * The analytics tab (`?tab=analytics`): for the last 12 weeks and the live ones, orders,
 * meals, confirmed revenue, active subscribers, new and cancelled subscriptions, skip rate and
 * trial conversion, each a chart with its numbers in a table beside it; and the top meals.
 */
export default function AnalyticsPanel({ queryRef }: { queryRef: PreloadedQuery<AnalyticsPanelQuery> }) {
  const data = usePreloadedQuery<AnalyticsPanelQuery>(analyticsPanelQuery, queryRef);
  const { weeks, topMeals } = data.adminAnalytics;
  const { i18n } = useLingui();
  const format = useFormat();
  const percents = new Intl.NumberFormat(intlLocaleOf(format.locale), { style: 'percent', maximumFractionDigits: 0 });
  const percent = (value: number | null | undefined) => (value == null ? '–' : percents.format(value));
  const pounds = (piasters: number) => format.money(piasters);
  const count = format.number;
  const weekText = (week: (typeof weeks)[number]) =>
    format.week({ label: week.label, startDate: String(week.startDate), endDate: lastDayOf(String(week.startDate)) });
  const ofTotal = (rate: string, part: number, whole: number) =>
    i18n._('{rate} ({part} of {whole})', { rate, part: count(part), whole: count(whole) });

  const metrics: {
    id: string;
    title: string;
    value: (week: (typeof weeks)[number]) => number;
    shown: (week: (typeof weeks)[number]) => string;
    /** How the chart's axis reads a value (a count when absent). */
    axis?: (value: number) => string;
  }[] = [
    {
      id: 'revenue',
      title: i18n._('Revenue (confirmed payments)'),
      value: (w) => Math.round(w.revenue.piasters / 100),
      axis: (value: number) => pounds(value * 100),
      shown: (w) => pounds(w.revenue.piasters),
    },
    { id: 'orders', title: i18n._('Orders'), value: (w) => w.orders, axis: count, shown: (w) => count(w.orders) },
    { id: 'meals', title: i18n._('Meals'), value: (w) => w.meals, axis: count, shown: (w) => count(w.meals) },
    {
      id: 'active',
      title: i18n._('Active subscribers'),
      value: (w) => w.activeSubscribers,
      axis: count,
      shown: (w) => count(w.activeSubscribers),
    },
    {
      id: 'subscriptions',
      title: i18n._('New / cancelled subscriptions'),
      value: (w) => w.newSubscriptions,
      axis: count,
      shown: (w) => `${count(w.newSubscriptions)} / ${count(w.cancelledSubscriptions)}`,
    },
    {
      id: 'skip',
      title: i18n._('Skip rate'),
      value: (w) => Math.round((w.skipRate ?? 0) * 100),
      axis: (value: number) => percent(value / 100),
      shown: (w) => ofTotal(percent(w.skipRate), w.skippedOrders, w.subscriptionOrders),
    },
    {
      id: 'conversion',
      title: i18n._('Trial-to-subscription conversion'),
      value: (w) => Math.round((w.trialConversion ?? 0) * 100),
      axis: (value: number) => percent(value / 100),
      shown: (w) => ofTotal(percent(w.trialConversion), w.convertedTrials, w.trials),
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <PanelTitle>{i18n._('Analytics')}</PanelTitle>
        <Text color="fg.muted" fontSize="sm">
          {i18n._(
            'The last 12 weeks and the weeks open for orders (lighter bars, still moving). Orders and meals count what will be delivered; revenue counts confirmed payments only.',
          )}
        </Text>
      </Stack>
      {weeks.length === 0 ? <Text color="fg.muted">{i18n._('No weeks yet.')}</Text> : null}
      {metrics.map((metric) => (
        <Grid
          key={metric.id}
          as="section"
          aria-labelledby={`analytics-${metric.id}`}
          templateColumns={{ base: '1fr', md: '3fr 2fr' }}
          gap="4"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          alignItems="start"
        >
          <Stack gap="2" minW="0" gridColumn={{ base: '1', md: '1 / -1' }}>
            <Heading as="h3" size="sm" id={`analytics-${metric.id}`}>
              {metric.title}
            </Heading>
          </Stack>
          <BarChart
            label={i18n._('{metric} by week', { metric: metric.title })}
            format={metric.axis}
            bars={weeks.map((week) => ({ label: weekText(week), value: metric.value(week), muted: week.upcoming }))}
          />
          <Box overflowX="auto" maxH="64" overflowY="auto">
            <Table.Root size="sm" aria-label={i18n._('{metric} by week', { metric: metric.title })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{i18n._('Week')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{metric.title}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {weeks.map((week) => (
                  <Table.Row key={week.weekDatabaseId}>
                    <Table.Cell whiteSpace="nowrap">
                      {weekText(week)}
                      {week.upcoming ? ` ${i18n._('(open)')}` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {metric.shown(week)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Grid>
      ))}
      <Grid
        as="section"
        aria-labelledby="analytics-top-meals"
        templateColumns={{ base: '1fr', md: '3fr 2fr' }}
        gap="4"
        borderWidth="1px"
        borderRadius="md"
        p="4"
      >
        <Heading as="h3" size="sm" id="analytics-top-meals" gridColumn={{ base: '1', md: '1 / -1' }}>
          {i18n._('Top meals')}
        </Heading>
        {topMeals.length === 0 ? (
          <Text color="fg.muted">{i18n._('No meals ordered in these weeks yet.')}</Text>
        ) : (
          <>
            <BarChart
              label={i18n._('Top meals by portions')}
              format={count}
              bars={topMeals.map((meal) => ({ label: meal.title, value: meal.portions }))}
            />
            <Table.Root size="sm" aria-label={i18n._('Top meals')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{i18n._('Meal')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{i18n._('Portions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {topMeals.map((meal) => (
                  <Table.Row key={meal.mealDatabaseId}>
                    <Table.Cell>{meal.title}</Table.Cell>
                    <Table.Cell textAlign="end">{count(meal.portions)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        )}
      </Grid>
      <RatingLeaders query={data} />
    </Stack>
  );
}
