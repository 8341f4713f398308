import { graphql } from 'react-relay/hooks';
import { commitMutation, type Environment } from 'relay-runtime';
import type { LanguageSwitchMutation } from '../__generated__/LanguageSwitchMutation.graphql.ts';
import type { Locale } from '../i18n/index.ts';

// Loaded when a signed-in customer clicks the language link (LanguageSwitch.tsx): no page needs
// it to render.

const saveLanguage = graphql`
  mutation LanguageSwitchMutation($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      __typename
    }
  }
`;

/** Saves a signed-in customer's language on their profile; `done` runs once it is saved or has failed. */
export function saveCustomerLanguage(environment: Environment, language: Locale, done: () => void): void {
  commitMutation<LanguageSwitchMutation>(environment, {
    mutation: saveLanguage,
    variables: { input: { preferredLanguage: language } },
    onCompleted: done,
    onError: done,
  });
}
