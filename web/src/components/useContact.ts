import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useContactQuery, useContactQuery$data } from '../__generated__/useContactQuery.graphql.ts';

export type Contact = useContactQuery$data['contact'];

const contactQuery = graphql`
  query useContactQuery {
    contact {
      whatsapp
      whatsappUrl
      phone
      email
    }
  }
`;

/**
 * Where customers reach us (configuration, a public answer), read once the page runs: null
 * before. The footer sits on the prerendered pages (/, /meals, /meal-plans), so it renders the
 * same thing on the server and at hydration and adds the contact lines afterwards, never a
 * mismatch, and the pages' own queries stay as they are.
 */
export function useContact(): Contact | null {
  const environment = useRelayEnvironment();
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<useContactQuery>(
      environment,
      contactQuery,
      {},
      {
        fetchPolicy: 'store-or-network',
      },
    ).subscribe({
      next: (data) => setContact(data.contact),
      error: () => undefined, // the footer's links still work without the contact lines
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return contact;
}
