import { Grid, Heading, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RatingLeaders_query$key } from '../../__generated__/RatingLeaders_query.graphql.ts';
import { useFormat } from '../../i18n/format.ts';

/** The analytics' best and worst rated meals (only meals with the server's minimum of ratings). */
export function RatingLeaders({ query }: { query: RatingLeaders_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { adminRatingLeaders: leaders } = useFragment(
    graphql`
      fragment RatingLeaders_query on Query {
        adminRatingLeaders {
          minCount
          best {
            mealDatabaseId
            title
            average
            count
          }
          worst {
            mealDatabaseId
            title
            average
            count
          }
        }
      }
    `,
    query,
  );
  const lists = [
    { id: 'best', title: i18n._('Best rated meals'), meals: leaders.best },
    { id: 'worst', title: i18n._('Worst rated meals'), meals: leaders.worst },
  ];
  return (
    <Grid
      as="section"
      aria-labelledby="analytics-ratings"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h3" size="sm" id="analytics-ratings" gridColumn={{ base: '1', md: '1 / -1' }}>
        {i18n._('Ratings')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" gridColumn={{ base: '1', md: '1 / -1' }}>
        {i18n._('Meals with at least {count} ratings.', { count: format.number(leaders.minCount) })}
      </Text>
      {leaders.best.length === 0 ? (
        <Text color="fg.muted" gridColumn={{ base: '1', md: '1 / -1' }}>
          {i18n._('No meal has that many ratings yet.')}
        </Text>
      ) : (
        lists.map((list) => (
          <Table.Root key={list.id} size="sm" aria-label={list.title}>
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
              {list.title}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{i18n._('Meal')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{i18n._('Average')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{i18n._('Ratings')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.meals.map((meal) => (
                <Table.Row key={meal.mealDatabaseId}>
                  <Table.Cell>{meal.title}</Table.Cell>
                  <Table.Cell textAlign="end">{format.number(meal.average)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.number(meal.count)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))
      )}
    </Grid>
  );
}
