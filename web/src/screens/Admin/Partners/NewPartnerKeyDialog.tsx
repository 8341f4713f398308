import { Alert, Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { PARTNER_RATE_LIMIT, PARTNER_SCOPES } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  NewPartnerKeyDialogCreateMutation,
  PartnerScope,
} from '../../../__generated__/NewPartnerKeyDialogCreateMutation.graphql.ts';
import { CheckboxFieldset } from '../../../components/CheckboxFieldset.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { problemOf } from '../mutationResult.ts';

const createMutation = graphql`
  mutation NewPartnerKeyDialogCreateMutation($input: PartnerKeyCreateInput!, $connections: [ID!]!) {
    partnerKeyCreate(input: $input) {
      __typename
      ... on PartnerKeyCreatePayload {
        secret
        key @prependNode(connections: $connections, edgeTypeName: "PartnerKeyEdge") {
          id
          name
          ...PartnersPanel_key
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface Draft {
  name: string;
  scopes: PartnerScope[];
  rateLimit: string;
}
type DraftErrors = Partial<Record<'name' | 'scopes' | 'rateLimit', string>>;

/**
 * "New partner key": a name, scopes (each with what it allows) and a rate limit. Once made, the
 * dialog shows the secret, the one time it is ever shown, with Copy and a warning.
 */
export function NewPartnerKeyDialog({ connection, onClose }: { connection: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const [commit, saving] = useMutation<NewPartnerKeyDialogCreateMutation>(createMutation);
  const [draft, setDraft] = useState<Draft>({ name: '', scopes: [], rateLimit: String(PARTNER_RATE_LIMIT.default) });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  if (created) return <SecretShownOnce {...created} onClose={onClose} />;

  const check = (): DraftErrors => {
    const found: DraftErrors = {};
    if (!draft.name.trim()) found.name = i18n._('Name is required.');
    if (draft.scopes.length === 0) found.scopes = i18n._('Choose at least one scope.');
    const limit = Number(draft.rateLimit);
    if (!Number.isInteger(limit) || limit < PARTNER_RATE_LIMIT.min || limit > PARTNER_RATE_LIMIT.max)
      found.rateLimit = i18n._('Enter a whole number from {min} to {max}.', PARTNER_RATE_LIMIT);
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    commit({
      variables: {
        input: { name: draft.name.trim(), scopes: draft.scopes, rateLimitPerMinute: Number(draft.rateLimit) },
        connections: [connection],
      },
      onCompleted: ({ partnerKeyCreate }) => {
        const problem = problemOf(partnerKeyCreate, 'PartnerKeyCreatePayload');
        const { key, secret } = partnerKeyCreate;
        if (problem || !key || !secret) {
          setServerError(i18n._(problem?.message ?? 'Failed'));
          return;
        }
        setCreated({ name: key.name, secret });
      },
      onError: (error) => setServerError(error.message || i18n._('Failed to create the key.')),
    });
  };

  return (
    <FormDialog
      title={i18n._('New partner key')}
      submitLabel={i18n._('Create key')}
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
        <Field label={i18n._('Name')} required invalid={Boolean(errors.name)} errorText={errors.name}>
          <Input
            autoComplete="off"
            value={draft.name}
            placeholder={i18n._('e.g. Bosta couriers')}
            onChange={(event) => setDraft((now) => ({ ...now, name: event.target.value }))}
          />
        </Field>
        <CheckboxFieldset
          legend={i18n._('Scopes')}
          size="sm"
          options={PARTNER_SCOPES.map((scope) => ({
            value: scope.graphql,
            label: (
              <>
                <Text as="span" fontFamily="mono">
                  {scope.value}
                </Text>
                <Text fontWeight="normal" fontSize="sm" color="fg.muted">
                  {i18n._(scope.description)}
                </Text>
              </>
            ),
          }))}
          value={draft.scopes}
          onChange={(update) => setDraft((now) => ({ ...now, scopes: update(now.scopes) }))}
          error={errors.scopes}
        />
        <Field
          label={i18n._('Rate limit (requests per minute)')}
          required
          invalid={Boolean(errors.rateLimit)}
          errorText={errors.rateLimit}
          helperText={i18n._('Counted across every server. Default {default}.', PARTNER_RATE_LIMIT)}
        >
          <Input
            inputMode="numeric"
            value={draft.rateLimit}
            onChange={(event) => setDraft((now) => ({ ...now, rateLimit: event.target.value }))}
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}

/** The new key's secret, shown this once: Copy, and the warning that it cannot be shown again. */
function SecretShownOnce({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      notify({ type: 'error', title: i18n._('Failed to copy the key. Select it and copy it by hand.') });
    }
  };
  return (
    // Not closed by a click or focus outside: the form's dialog, closing as this opens, hands the
    // focus back to "New partner key" outside it, which closed it before the secret could be read.
    <AdminDialog size="md" onClose={onClose} closeOnInteractOutside={false}>
      <Dialog.Header>
        <Dialog.Title>{i18n._('Key created: {name}', { name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {i18n._('Copy this key now. It will not be shown again: only its fingerprint is kept.')}
            </Alert.Title>
          </Alert.Root>
          <Field label={i18n._('Partner key')}>
            <Input readOnly value={secret} fontFamily="mono" onFocus={(event) => event.target.select()} />
          </Field>
          <Text fontSize="sm" color="fg.muted">
            {i18n._('The partner sends it in the header {header}.', { header: 'Authorization: Bearer mbp_…' })}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? i18n._('Copied') : i18n._('Copy key')}
        </Button>
        <Button onClick={onClose}>{i18n._('Done')}</Button>
      </Dialog.Footer>
    </AdminDialog>
  );
}
