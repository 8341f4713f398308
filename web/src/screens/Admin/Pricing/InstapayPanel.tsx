import { useLingui } from '@lingui/react';
import { Box, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { InstapayPanelMutation } from '../../../__generated__/InstapayPanelMutation.graphql.ts';
import type { InstapayPanel_query$key } from '../../../__generated__/InstapayPanel_query.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { isSuperAdmin, useAdminSession } from '../AdminSession.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

const instapayPanelFragment = graphql`
  fragment InstapayPanel_query on Query {
    instapayRecipient {
      address
      accountName
    }
  }
`;

const instapayPanelMutation = graphql`
  mutation InstapayPanelMutation($input: InstapayRecipientUpdateInput!) {
    instapayRecipientUpdate(input: $input) {
      __typename
      ... on InstapayRecipientUpdatePayload {
        recipient {
          address
          accountName
        }
      }
      ... on ValidationError {
        message
        issues {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Whom InstaPay transfers go to: the address and account name the checkout shows next to the
 * amount and the order's reference. Super admins change it (audited); other admins read it.
 */
/** What an InstaPay address looks like (the same in every language). */
const ADDRESS_EXAMPLE = 'name@instapay';

export function InstapayPanel({ query }: { query: InstapayPanel_query$key }) {
  const { i18n } = useLingui();
  const session = useAdminSession();
  const canEdit = isSuperAdmin(session);
  const data = useFragment(instapayPanelFragment, query);
  const [address, setAddress] = useState(data.instapayRecipient?.address ?? '');
  const [accountName, setAccountName] = useState(data.instapayRecipient?.accountName ?? '');
  const [errors, setErrors] = useState<{ address?: string; accountName?: string }>({});
  const [commit, saving] = useMutation<InstapayPanelMutation>(instapayPanelMutation);

  const save = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: { input: { address: address.trim(), accountName: accountName.trim() } },
      updater: (store, answer) => {
        if (answer?.instapayRecipientUpdate.__typename !== 'InstapayRecipientUpdatePayload') return;
        const saved = store.getRootField('instapayRecipientUpdate')?.getLinkedRecord('recipient');
        if (saved) store.getRoot().setLinkedRecord(saved, 'instapayRecipient');
      },
      onCompleted: ({ instapayRecipientUpdate: result }) => {
        if (result.__typename === 'InstapayRecipientUpdatePayload') {
          setErrors({});
          notify({ type: 'success', title: i18n._('InstaPay details updated') });
          return;
        }
        const byField: { address?: string; accountName?: string } = {};
        for (const issue of result.issues ?? []) {
          const field = issue.path.at(-1);
          if (field === 'address' || field === 'accountName') byField[field] = i18n._(issue.message);
        }
        setErrors(byField);
        if (!byField.address && !byField.accountName) {
          notify({
            type: 'error',
            title: i18n._('Failed to update InstaPay details'),
            description: result.message ? i18n._(result.message) : i18n._('Please try again.'),
          });
        }
      },
      onError: () =>
        notify({
          type: 'error',
          title: i18n._('Failed to update InstaPay details'),
          description: i18n._('Please try again.'),
        }),
    });
  };

  return (
    <Stack as="section" aria-labelledby="instapay-settings-title" gap="4">
      <PanelTitle id="instapay-settings-title">{i18n._('InstaPay payments')}</PanelTitle>
      <Text color="fg.muted">
        {i18n._(
          'Customers who pay a trial box by InstaPay are told to transfer to this address, with their order number as the reference.',
        )}{' '}
        {data.instapayRecipient ? null : i18n._('Until it is set, the checkout does not offer InstaPay.')}
      </Text>
      <Box as="form" onSubmit={save} borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }} maxW="2xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field
            label={i18n._('InstaPay address')}
            required
            invalid={errors.address != null}
            disabled={!canEdit}
            errorText={errors.address ? errors.address : null}
          >
            <Input
              value={address}
              placeholder={ADDRESS_EXAMPLE}
              dir="ltr"
              onChange={(event) => setAddress(event.currentTarget.value)}
            />
          </Field>
          <Field
            label={i18n._('Account name')}
            required
            invalid={errors.accountName != null}
            disabled={!canEdit}
            errorText={errors.accountName ? errors.accountName : null}
          >
            <Input value={accountName} onChange={(event) => setAccountName(event.currentTarget.value)} />
          </Field>
        </SimpleGrid>
        {canEdit ? (
          <Button type="submit" mt="4" loading={saving} loadingText={i18n._('Saving…')}>
            {i18n._('Save InstaPay details')}
          </Button>
        ) : (
          <Text mt="3" fontSize="sm" color="fg.muted">
            {i18n._('Only a super admin can change these.')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
