import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import { Badge, Input, Stack, Table, Text } from '@chakra-ui/react';
import { adminMessages, typedNumber } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type {
  PricingPanel_query$data,
  PricingPanel_query$key,
} from '../../../__generated__/PricingPanel_query.graphql.ts';
import type { PricingPanelUpdateMutation } from '../../../__generated__/PricingPanelUpdateMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { RowAction } from '../RowAction.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { Field } from '../../../components/ui/field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

type PricingConfigNode = PricingPanel_query$data['adminPricingConfigs']['edges'][number]['node'];

/** How the back office names each kind of config, in the order the table shows them. */
const CONFIG_TYPES: Record<string, { label: string; order: number }> = {
  meal_bundle: { label: /*i18n*/ 'Meal bundle', order: 0 },
  meal_addon: { label: /*i18n*/ 'Meal add-on', order: 1 },
  delivery: { label: /*i18n*/ 'Delivery', order: 2 },
};

/** Bundles by meal count (4, 5, … 15, not "10" before "4"), then add-ons, then delivery. */
function byTypeAndKey(a: PricingConfigNode, b: PricingConfigNode): number {
  const order = (node: PricingConfigNode) => CONFIG_TYPES[node.configType]?.order ?? 9;
  return order(a) - order(b) || a.configKey.localeCompare(b.configKey, 'en', { numeric: true });
}

/**
 * What is wrong with a typed price (whole pounds, 0 or more, in Western or Arabic-Indic digits),
 * or null: a catalogue message (the rules' English), shown through `i18n._`.
 */
export function priceProblem(text: string): string | null {
  if (text.trim() === '') return adminMessages.priceWhole;
  const price = typedNumber(text);
  if (!Number.isFinite(price)) return adminMessages.priceWhole;
  if (price < 0) return adminMessages.priceNegative;
  if (!Number.isInteger(price)) return adminMessages.priceWhole;
  return null;
}

const typeLabel = (type: string, i18n: I18n) => {
  const label = CONFIG_TYPES[type]?.label;
  return label ? i18n._(label) : type;
};

interface Draft {
  price: string;
  description: string;
}

const pricingPanelFragment = graphql`
  fragment PricingPanel_query on Query {
    adminPricingConfigs(first: 100) {
      edges {
        node {
          id
          configType
          configKey
          description
          isActive
          price {
            pounds
          }
        }
      }
    }
  }
`;

const pricingPanelUpdateMutation = graphql`
  mutation PricingPanelUpdateMutation($input: PricingConfigUpdateInput!) {
    pricingConfigUpdate(input: $input) {
      __typename
      ... on PricingConfigUpdatePayload {
        pricingConfig {
          id
          description
          price {
            pounds
          }
        }
        pricing {
          id
          ...pricing_priceTable
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Pricing Management: every price config with its price (whole EGP) and description editable.
 * A saved price answers the whole price table too, so the Relay store's `pricing` (what
 * /meal-plans and the checkout read) holds the new figures at once: nothing stale is shown
 * when the admin then opens a customer page in the same tab.
 */
export function PricingPanel({ query }: { query: PricingPanel_query$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(pricingPanelFragment, query);
  const [commitUpdate, saving] = useMutation<PricingPanelUpdateMutation>(pricingPanelUpdateMutation);
  const [editing, setEditing] = useState<PricingConfigNode | null>(null);

  const configs = [...data.adminPricingConfigs.edges.map((edge) => edge.node)].sort(byTypeAndKey);

  const save = (node: PricingConfigNode, draft: Draft) =>
    commitUpdate({
      variables: { input: { id: node.id, price: typedNumber(draft.price), description: draft.description } },
      ...adminAnswer('PricingConfigUpdatePayload', /*i18n*/ 'update pricing', () => {
        setEditing(null);
        notify({
          type: 'success',
          title: i18n._('Price updated'),
          description: `${node.configKey}: ${format.money(typedNumber(draft.price) * 100)}`,
        });
      }),
    });

  return (
    <Stack gap="4">
      <PanelTitle>{i18n._('Pricing Management')}</PanelTitle>
      <Text color="fg.muted">
        {i18n._('Prices are whole Egyptian pounds. Customers see a saved price on the plans page at once.')}
      </Text>
      <AdminTable
        minW={{ md: '640px' }}
        emptyText={configs.length === 0 ? i18n._('No pricing configs yet.') : null}
        columns={
          <>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Price')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {configs.map((node) => (
          <Table.Row key={node.id}>
            <Table.Cell {...wideOnly}>
              {typeLabel(node.configType, i18n)}
              {node.isActive ? null : (
                <Badge ms="2" colorPalette="gray">
                  {i18n._('Inactive')}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>
              <Text as="span" fontFamily="mono">
                {node.configKey}
              </Text>
              <Text as="span" {...narrowOnly} color="fg.muted" fontSize="xs">
                {node.description}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{format.money(node.price.pounds * 100)}</Table.Cell>
            <Table.Cell {...wideOnly}>{node.description}</Table.Cell>
            <Table.Cell>
              <RowAction label={i18n._('Edit')} name={node.configKey} onClick={() => setEditing(node)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      {editing ? (
        <PriceDialog
          node={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSave={(draft) => save(editing, draft)}
        />
      ) : null}
    </Stack>
  );
}

/** A config's price and description; the price is checked before anything is sent. */
function PriceDialog({
  node,
  saving,
  onSave,
  onCancel,
}: {
  node: PricingConfigNode;
  saving: boolean;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({ price: String(node.price.pounds), description: node.description });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = priceProblem(draft.price);
    setError(problem && i18n._(problem));
    if (!problem) onSave(draft);
  };
  return (
    <FormDialog
      title={i18n._('Edit {key}', { key: node.configKey })}
      submitLabel={i18n._('Save Changes')}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <Field label={i18n._('Price (EGP)')} invalid={Boolean(error)} errorText={error}>
          {/* Text, not a number input: a number input drops Arabic-Indic digits (priceProblem reads them). */}
          <Input
            inputMode="numeric"
            dir="ltr"
            value={draft.price}
            onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          />
        </Field>
        <Field label={i18n._('Description')}>
          <Input
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}
