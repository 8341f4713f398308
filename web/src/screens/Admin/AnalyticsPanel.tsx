import { Box, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AnalyticsPanelQuery } from '../../__generated__/AnalyticsPanelQuery.graphql.ts';
import { BarChart } from './BarChart.tsx';
import { PanelTitle } from './PanelTitle.tsx';

const percent = (value: number | null | undefined) => (value == null ? '–' : `${Math.round(value * 100)}%`);
const pounds = (piasters: number) => `EGP ${Math.round(piasters / 100).toLocaleString('en-US')}`;

export const analyticsPanelQuery = graphql`
  query AnalyticsPanelQuery @preloadable {
    adminAnalytics {
      weeks {
        weekDatabaseId
        label
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
  }
`;

/**
 * The analytics tab (`?tab=analytics`): for the last 12 weeks and the live ones, orders,
 * meals, confirmed revenue, active subscribers, new and cancelled subscriptions, skip rate and
 * trial conversion, each a chart with its numbers in a table beside it; and the top meals.
 */
export default function AnalyticsPanel({ queryRef }: { queryRef: PreloadedQuery<AnalyticsPanelQuery> }) {
  const { weeks, topMeals } = usePreloadedQuery<AnalyticsPanelQuery>(analyticsPanelQuery, queryRef).adminAnalytics;

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
      title: 'Revenue (confirmed payments)',
      value: (w) => Math.round(w.revenue.piasters / 100),
      axis: (pounds: number) => `EGP ${pounds.toLocaleString('en')}`,
      shown: (w) => pounds(w.revenue.piasters),
    },
    { id: 'orders', title: 'Orders', value: (w) => w.orders, shown: (w) => String(w.orders) },
    { id: 'meals', title: 'Meals', value: (w) => w.meals, shown: (w) => String(w.meals) },
    {
      id: 'active',
      title: 'Active subscribers',
      value: (w) => w.activeSubscribers,
      shown: (w) => String(w.activeSubscribers),
    },
    {
      id: 'subscriptions',
      title: 'New / cancelled subscriptions',
      value: (w) => w.newSubscriptions,
      shown: (w) => `${w.newSubscriptions} / ${w.cancelledSubscriptions}`,
    },
    {
      id: 'skip',
      title: 'Skip rate',
      value: (w) => Math.round((w.skipRate ?? 0) * 100),
      axis: (value: number) => `${value}%`,
      shown: (w) => `${percent(w.skipRate)} (${w.skippedOrders} of ${w.subscriptionOrders})`,
    },
    {
      id: 'conversion',
      title: 'Trial-to-subscription conversion',
      value: (w) => Math.round((w.trialConversion ?? 0) * 100),
      axis: (value: number) => `${value}%`,
      shown: (w) => `${percent(w.trialConversion)} (${w.convertedTrials} of ${w.trials})`,
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <PanelTitle>Analytics</PanelTitle>
        <Text color="fg.muted" fontSize="sm">
          The last 12 weeks and the weeks open for orders (lighter bars, still moving). Orders and meals count what will
          be delivered; revenue counts confirmed payments only.
        </Text>
      </Stack>
      {weeks.length === 0 ? <Text color="fg.muted">No weeks yet.</Text> : null}
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
            label={`${metric.title} by week`}
            format={metric.axis}
            bars={weeks.map((week) => ({ label: week.label, value: metric.value(week), muted: week.upcoming }))}
          />
          <Box overflowX="auto" maxH="64" overflowY="auto">
            <Table.Root size="sm" aria-label={`${metric.title} by week`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Week</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{metric.title}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {weeks.map((week) => (
                  <Table.Row key={week.weekDatabaseId}>
                    <Table.Cell whiteSpace="nowrap">
                      {week.label}
                      {week.upcoming ? ' (open)' : ''}
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
          Top meals
        </Heading>
        {topMeals.length === 0 ? (
          <Text color="fg.muted">No meals ordered in these weeks yet.</Text>
        ) : (
          <>
            <BarChart
              label="Top meals by portions"
              bars={topMeals.map((meal) => ({ label: meal.title, value: meal.portions }))}
            />
            <Table.Root size="sm" aria-label="Top meals">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Meal</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Portions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {topMeals.map((meal) => (
                  <Table.Row key={meal.mealDatabaseId}>
                    <Table.Cell>{meal.title}</Table.Cell>
                    <Table.Cell textAlign="end">{meal.portions}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        )}
      </Grid>
    </Stack>
  );
}
