import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAuthStateQuery } from '../../__generated__/useAuthStateQuery.graphql.ts';
import type { AuthState } from './guardRules.ts';

/**
 * The signed-in customer as the guards and the funnel screens see it. Suspends while the
 * session is read; sign-in and logout update `me` in the Relay store, so every reader
 * re-renders without a refetch.
 */
export function useAuthState(): AuthState & { customer: useAuthStateQuery['response']['me'] } {
  const { me } = useLazyLoadQuery<useAuthStateQuery>(
    graphql`
      query useAuthStateQuery {
        me {
          id
          email
          name
          hasUsedTrialBox
          isSubscriber
          userType
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return {
    signedIn: me != null,
    hasUsedTrialBox: me?.hasUsedTrialBox ?? false,
    isSubscriber: me?.isSubscriber ?? false,
    hasSubscribed: me?.userType === 'subscriber',
    customer: me,
  };
}

/**
 * A sign-in mutation's updater: the payload's `customer` becomes `me`, so the header and the
 * guards see the new session at once. `rootField` is the mutation field (customerLogin, …).
 */
export function signedInCustomerUpdater(rootField: string) {
  return (store: RecordSourceSelectorProxy) => {
    const customer = store.getRootField(rootField)?.getLinkedRecord('customer');
    if (customer) store.getRoot().setLinkedRecord(customer, 'me');
  };
}
