import { Alert, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { PARTNER_EVENTS } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AddEndpointDialog_query$key } from '../../../__generated__/AddEndpointDialog_query.graphql.ts';
import type {
  AddEndpointDialogCreateMutation,
  PartnerEventType,
} from '../../../__generated__/AddEndpointDialogCreateMutation.graphql.ts';
import { CheckboxFieldset } from '../../../components/CheckboxFieldset.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { problemOf } from '../mutationResult.ts';

const keysFragment = graphql`
  fragment AddEndpointDialog_query on Query {
    adminWebhookKeyOptions {
      id
      name
      prefix
    }
  }
`;

const createEndpointMutation = graphql`
  mutation AddEndpointDialogCreateMutation($input: WebhookEndpointCreateInput!) {
    webhookEndpointCreate(input: $input) {
      __typename
      ... on WebhookEndpointPayload {
        webhookEndpoint {
          id
          url
          secret
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const EVENTS = PARTNER_EVENTS.map((event) => ({
  type: event.type,
  value: event.type.replace('.', '_') as PartnerEventType,
}));

interface Draft {
  keyId: string;
  url: string;
  events: PartnerEventType[];
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

/**
 * Add endpoint: the partner key, the URL and the events. Once created, the dialog shows the
 * signing secret for the partner to verify deliveries with.
 */
export function AddEndpointDialog({
  query,
  onCreated,
  onClose,
}: {
  query: AddEndpointDialog_query$key;
  onCreated: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const { adminWebhookKeyOptions: keys } = useFragment(keysFragment, query);
  const [commit, saving] = useMutation<AddEndpointDialogCreateMutation>(createEndpointMutation);
  const [draft, setDraft] = useState<Draft>({ keyId: '', url: '', events: [] });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  if (secret) {
    return (
      <FormDialog
        title={i18n._('Endpoint added')}
        submitLabel={i18n._('Done')}
        saving={false}
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
        onCancel={onClose}
      >
        <Stack gap="3">
          <Text>{i18n._('Give the partner this signing secret: it verifies every delivery (Standard Webhooks).')}</Text>
          <Field label={i18n._('Signing secret')}>
            <Input readOnly value={secret} fontFamily="mono" onFocus={(event) => event.currentTarget.select()} />
          </Field>
        </Stack>
      </FormDialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: DraftErrors = {};
    if (!draft.keyId) found.keyId = i18n._('Choose a partner key.');
    if (!draft.url.trim()) found.url = i18n._('Enter the endpoint’s URL.');
    if (draft.events.length === 0) found.events = i18n._('Choose at least one event.');
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    commit({
      variables: {
        input: {
          partnerApiKeyId: draft.keyId,
          url: draft.url.trim(),
          // In the documented order, whatever order they were ticked in.
          events: EVENTS.map((event) => event.value).filter((event) => draft.events.includes(event)),
        },
      },
      onCompleted: ({ webhookEndpointCreate: result }) => {
        const problem = problemOf(result, 'WebhookEndpointPayload');
        const endpoint = result.webhookEndpoint;
        if (problem || !endpoint) {
          setServerError(i18n._(problem?.message ?? /*i18n*/ 'Failed'));
          return;
        }
        notify({ type: 'success', title: i18n._('Endpoint added'), description: endpoint.url });
        setSecret(endpoint.secret);
        onCreated();
      },
      onError: (error) => setServerError(error.message),
    });
  };

  return (
    <FormDialog
      title={i18n._('Add endpoint')}
      submitLabel={i18n._('Add endpoint')}
      saving={saving}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Stack gap="4">
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SelectField
          label={i18n._('Partner key')}
          required
          invalid={Boolean(errors.keyId)}
          errorText={errors.keyId}
          placeholder={i18n._('Choose a key')}
          value={draft.keyId}
          onChange={(keyId) => setDraft({ ...draft, keyId })}
          options={keys.map((key) => ({ value: key.id, label: `${key.name} (${key.prefix}…)` }))}
        />
        <Field
          label={i18n._('URL')}
          required
          invalid={Boolean(errors.url)}
          errorText={errors.url}
          helperText={i18n._('https, on a public address.')}
        >
          <Input
            type="url"
            autoComplete="off"
            dir="ltr"
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.target.value })}
          />
        </Field>
        <CheckboxFieldset
          legend={i18n._('Events')}
          size="sm"
          options={EVENTS.map((event) => ({
            value: event.value,
            label: (
              <chakra.code fontFamily="mono" fontSize="xs">
                {event.type}
              </chakra.code>
            ),
          }))}
          value={draft.events}
          onChange={(update) => setDraft((current) => ({ ...current, events: update(current.events) }))}
          error={errors.events}
        />
      </Stack>
    </FormDialog>
  );
}
