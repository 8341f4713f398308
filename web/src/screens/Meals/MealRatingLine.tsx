import { chakra, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MealRatingLine_meal$key } from '../../__generated__/MealRatingLine_meal.graphql.ts';
import { useFormat } from '../../i18n/format.ts';

/**
 * A meal's average stars and count, once it has at least 5 ratings (the server answers null
 * before): "★ 4.2 (17 ratings)".
 */
export function MealRatingLine({ meal }: { meal: MealRatingLine_meal$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { rating } = useFragment(
    graphql`
      fragment MealRatingLine_meal on Meal {
        rating {
          average
          count
        }
      }
    `,
    meal,
  );
  if (!rating) return null;
  const average = format.number(rating.average);
  return (
    <Text fontSize="sm" color="fg.muted">
      <chakra.span aria-hidden="true" color="saffron.solid">
        ★{' '}
      </chakra.span>
      <chakra.span fontWeight="semibold" color="fg">
        {i18n._('{average} out of 5', { average })}
      </chakra.span>{' '}
      {i18n._('({count, plural, one {# rating} other {# ratings}})', { count: rating.count })}
    </Text>
  );
}
