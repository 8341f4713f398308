import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useFoodProfileQuery } from '../../__generated__/useFoodProfileQuery.graphql.ts';
import type { FoodProfile } from '@rules';

/**
 * The signed-in customer's food profile, for screens whose own query is public (cached for
 * everyone, like the menu): read on the side, without suspending; null until read or signed out.
 */
export function useFoodProfile(signedIn: boolean): FoodProfile | null {
  const environment = useRelayEnvironment();
  const [profile, setProfile] = useState<FoodProfile | null>(null);
  useEffect(() => {
    if (!signedIn) {
      setProfile(null);
      return;
    }
    const subscription = fetchQuery<useFoodProfileQuery>(
      environment,
      graphql`
        query useFoodProfileQuery {
          viewer {
            foodProfile {
              avoidAllergens
              followDiets
              dislikedIngredients
            }
          }
        }
      `,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setProfile(data.viewer?.foodProfile ?? null),
      error: () => setProfile(null),
    });
    return () => subscription.unsubscribe();
  }, [environment, signedIn]);
  return profile;
}
