import { Box, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealRatingsDialogQuery } from '../../../__generated__/MealRatingsDialogQuery.graphql.ts';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { useListDate } from '../adminFormat.ts';

export const mealRatingsDialogQuery = graphql`
  query MealRatingsDialogQuery($id: ID!) {
    adminMealRatings(mealId: $id) {
      count
      average
      distribution
      comments {
        databaseId
        stars
        comment
        createdAt
        customerName
      }
    }
  }
`;

/** A meal's ratings, opened from the Meals list: average, count, distribution, comments newest first. */
export function MealRatingsDialog({
  queryRef,
  title,
  onClose,
}: {
  /** Started by the click that opened the dialog. */
  queryRef: PreloadedQuery<MealRatingsDialogQuery>;
  title: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <AdminDialog size="lg" onClose={onClose} scrollBehavior="inside">
      <ViewDialogContent title={i18n._('Ratings of {meal}', { meal: title })}>
        <ErrorBoundary FallbackComponent={ScreenError}>
          <Suspense fallback={<Spinner aria-label={i18n._('Loading ratings')} />}>
            <Report queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </ViewDialogContent>
    </AdminDialog>
  );
}

function Report({ queryRef }: { queryRef: PreloadedQuery<MealRatingsDialogQuery> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { adminMealRatings: report } = usePreloadedQuery<MealRatingsDialogQuery>(mealRatingsDialogQuery, queryRef);
  if (report.count === 0) return <Text color="fg.muted">{i18n._('No ratings yet.')}</Text>;
  const most = Math.max(...report.distribution, 1);
  return (
    <Stack gap="5">
      <Text fontSize="lg" fontWeight="semibold">
        {i18n._('Average {average} out of 5 from {count, plural, one {# rating} other {# ratings}}', {
          average: format.number(report.average ?? 0),
          count: report.count,
        })}
      </Text>
      <Table.Root size="sm" aria-label={i18n._('Distribution of stars')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{i18n._('Stars')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{i18n._('Ratings')}</Table.ColumnHeader>
            <Table.ColumnHeader w="50%" aria-hidden="true" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = report.distribution[stars - 1] ?? 0;
            return (
              <Table.Row key={stars}>
                <Table.Cell>{i18n._('{count, plural, one {# star} other {# stars}}', { count: stars })}</Table.Cell>
                <Table.Cell textAlign="end">{format.number(count)}</Table.Cell>
                <Table.Cell aria-hidden="true">
                  <Box
                    h="2"
                    borderRadius="full"
                    bg="saffron.solid"
                    w={`${(count / most) * 100}%`}
                    minW={count ? '1' : '0'}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Stack gap="3">
        <Text fontWeight="semibold">{i18n._('Comments, newest first')}</Text>
        {report.comments.length === 0 ? (
          <Text color="fg.muted">{i18n._('No comments yet.')}</Text>
        ) : (
          <Stack as="ul" gap="3" p="0" m="0" aria-label={i18n._('Comments')}>
            {report.comments.map((c) => (
              <Box as="li" key={c.databaseId} listStyleType="none" borderWidth="1px" borderRadius="lg" p="3">
                <Text fontSize="sm" color="fg.muted">
                  {i18n._('{count, plural, one {# star} other {# stars}}', { count: c.stars })} · {c.customerName} ·{' '}
                  {listDate(c.createdAt as string)}
                </Text>
                <Text mt="1" whiteSpace="pre-line" dir="auto">
                  {c.comment}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
