import { Box, Button, chakra, Flex, HStack, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MealRatingsMutation } from '../../__generated__/MealRatingsMutation.graphql.ts';
import type { MealRatings_order$key } from '../../__generated__/MealRatings_order.graphql.ts';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
import { retryNotice } from './AccountDialog.tsx';

const STARS = [1, 2, 3, 4, 5] as const;
/** The server's limit (modules/ratings). */
const MAX_COMMENT = 1000;

const rateMealMutation = graphql`
  mutation MealRatingsMutation($input: RateMealInput!) {
    rateMeal(input: $input) {
      __typename
      ... on RateMealPayload {
        rating {
          id
          stars
          comment
          ratedAt
          editableUntil
          canRate
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Entry = ReturnType<typeof useOrderRatings>['ratings']['meals'][number];

function useOrderRatings(orderRef: MealRatings_order$key) {
  return useFragment(
    graphql`
      fragment MealRatings_order on Order {
        databaseId
        ratings {
          delivered
          meals {
            id
            stars
            comment
            ratedAt
            editableUntil
            canRate
            meal {
              databaseId
              title
            }
          }
        }
      }
    `,
    orderRef,
  );
}

/**
 * "Rate your meals" on a delivered order of Order History: 1 to 5 stars per meal (a radio group
 * named by the meal) and an optional comment, changeable for 14 days. `open` unfolds it (the
 * delivered e-mail's link names the order).
 */
export function MealRatings({ order: orderRef, open = false }: { order: MealRatings_order$key; open?: boolean }) {
  const { i18n } = useLingui();
  const order = useOrderRatings(orderRef);
  const [shown, setShown] = useState(open);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) box.current?.scrollIntoView?.({ block: 'start' });
  }, [open]);
  if (!order.ratings.delivered || order.ratings.meals.length === 0) return null;
  const rated = order.ratings.meals.filter((entry) => entry.stars != null).length;
  const regionId = `ratings-${order.databaseId}`;
  return (
    <Box ref={box} mt="3" borderTopWidth="1px" pt="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {i18n._('{rated} of {count} meals rated', { rated, count: order.ratings.meals.length })}
        </Text>
        <Button
          size="sm"
          variant={shown ? 'ghost' : 'outline'}
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? i18n._('Hide ratings') : i18n._('Rate your meals')}
        </Button>
      </Flex>
      {shown ? (
        <Stack id={regionId} as="ul" gap="4" mt="3" p="0" aria-label={i18n._('Rate your meals')}>
          {order.ratings.meals.map((entry) => (
            <MealRating key={entry.id} orderId={order.databaseId} entry={entry} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function MealRating({ orderId, entry }: { orderId: number; entry: Entry }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [stars, setStars] = useState<number | null>(entry.stars ?? null);
  const [comment, setComment] = useState(entry.comment);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<MealRatingsMutation>(rateMealMutation);
  const changed = stars !== (entry.stars ?? null) || comment.trim() !== entry.comment;
  const title = entry.meal.title;

  const save = () => {
    if (stars === null) {
      setError(i18n._('Choose from 1 to 5 stars.'));
      return;
    }
    setError(null);
    commit({
      variables: { input: { orderId: String(orderId), mealId: String(entry.meal.databaseId), stars, comment } },
      onCompleted: ({ rateMeal }) => {
        if (rateMeal.__typename === 'RateMealPayload') {
          notify({ type: 'success', title: i18n._('Thanks for rating {meal}', { meal: title }) });
        } else setError(i18n._(('message' in rateMeal && rateMeal.message) || 'Please try again.'));
      },
      onError: () => void notify(retryNotice(i18n, i18n._("We couldn't save your rating. Please try again."))),
    });
  };

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="xl" p="3">
      <RadioCard.Root
        value={stars === null ? null : String(stars)}
        onValueChange={(details) => setStars(details.value ? Number(details.value) : null)}
        disabled={!entry.canRate}
        size="sm"
        orientation="horizontal"
      >
        <RadioCard.Label fontWeight="semibold" fontSize="md" dir="auto">
          {title}
        </RadioCard.Label>
        <HStack gap="2" mt="2" wrap="wrap">
          {STARS.map((value) => (
            <RadioCard.Item key={value} value={String(value)} flex="0 0 auto">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl px="2.5" py="1.5">
                <RadioCard.ItemText whiteSpace="nowrap">
                  <chakra.span aria-hidden="true" color="saffron.solid" letterSpacing="tight">
                    {'★'.repeat(value)}
                  </chakra.span>
                  <chakra.span srOnly>
                    {i18n._('{count, plural, one {# star} other {# stars}}', { count: value })}
                  </chakra.span>
                </RadioCard.ItemText>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </HStack>
      </RadioCard.Root>
      {entry.canRate ? (
        <Stack gap="2" mt="3">
          <Field
            label={i18n._('Comment on {meal} (optional)', { meal: title })}
            invalid={error !== null}
            errorText={error ?? undefined}
          >
            <Textarea
              value={comment}
              maxLength={MAX_COMMENT}
              rows={2}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              {entry.editableUntil
                ? i18n._('You can change this rating until {date}.', {
                    date: format.moment(String(entry.editableUntil), {
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                    }),
                  })
                : i18n._('You can change a rating for 14 days.')}
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              loading={saving}
              disabled={!changed}
              onClick={save}
              aria-label={i18n._('Save rating of {meal}', { meal: title })}
            >
              {i18n._('Save rating')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Text mt="2" fontSize="sm" color="fg.muted" whiteSpace="pre-line">
          {entry.comment || (entry.stars == null ? i18n._('Not rated') : '')}
          {entry.stars != null ? ` (${format.number(entry.stars)}/5)` : ''}
        </Text>
      )}
    </Box>
  );
}
