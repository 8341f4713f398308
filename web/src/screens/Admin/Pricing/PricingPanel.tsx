import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { adminMessages } from '@rules';
import { useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { PricingPanelQuery, PricingPanelQuery$data } from '../../../__generated__/PricingPanelQuery.graphql.ts';
import type { PricingPanelUpdateMutation } from '../../../__generated__/PricingPanelUpdateMutation.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { problemOf } from '../mutationResult.ts';
import { notifyFailure } from '../ConfirmDialog.tsx';

type PricingConfigNode = PricingPanelQuery$data['adminPricingConfigs']['edges'][number]['node'];

/** How the back office names each kind of config, in the order the table shows them. */
const CONFIG_TYPES: Record<string, { label: string; order: number }> = {
  meal_bundle: { label: 'Meal bundle', order: 0 },
  meal_addon: { label: 'Meal add-on', order: 1 },
  delivery: { label: 'Delivery', order: 2 },
};

/** Bundles by meal count (4, 5, … 15, not "10" before "4"), then add-ons, then delivery. */
function byTypeAndKey(a: PricingConfigNode, b: PricingConfigNode): number {
  const order = (node: PricingConfigNode) => CONFIG_TYPES[node.configType]?.order ?? 9;
  return order(a) - order(b) || a.configKey.localeCompare(b.configKey, 'en', { numeric: true });
}

/** What is wrong with a typed price (whole pounds, 0 or more), or null. */
export function priceProblem(text: string): string | null {
  if (text.trim() === '') return adminMessages.priceWhole;
  const price = Number(text);
  if (!Number.isFinite(price)) return adminMessages.priceWhole;
  if (price < 0) return adminMessages.priceNegative;
  if (!Number.isInteger(price)) return adminMessages.priceWhole;
  return null;
}

interface Draft {
  id: string;
  price: string;
  description: string;
}

/**
 * Pricing Management: every price config with its price (whole EGP) and description editable.
 * A saved price answers the whole price table too, so the Relay store's `pricing` (what
 * /meal-plans and the checkout read) holds the new figures at once: nothing stale is shown
 * when the admin then opens a customer page in the same tab.
 */
export default function PricingPanel() {
  const data = useLazyLoadQuery<PricingPanelQuery>(
    graphql`
      query PricingPanelQuery {
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
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [commitUpdate, saving] = useMutation<PricingPanelUpdateMutation>(graphql`
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
  `);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);

  const configs = [...data.adminPricingConfigs.edges.map((edge) => edge.node)].sort(byTypeAndKey);

  const startEditing = (node: PricingConfigNode) => {
    setDraftError(null);
    setDraft({ id: node.id, price: String(node.price.pounds), description: node.description });
  };

  const save = (event: FormEvent, node: PricingConfigNode) => {
    event.preventDefault();
    if (!draft) return;
    const problem = priceProblem(draft.price);
    if (problem) {
      setDraftError(problem);
      return;
    }
    setDraftError(null);
    commitUpdate({
      variables: { input: { id: node.id, price: Number(draft.price), description: draft.description } },
      onCompleted: ({ pricingConfigUpdate }) => {
        const failure = problemOf(pricingConfigUpdate, 'PricingConfigUpdatePayload');
        if (failure) {
          notifyFailure('update pricing', failure);
          return;
        }
        setDraft(null);
        notify({ type: 'success', title: 'Price updated', description: `${node.configKey}: EGP ${draft.price}` });
      },
      onError: (error) => notifyFailure('update pricing', error),
    });
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Pricing Management
      </Heading>
      <Text color="fg.muted">
        Prices are whole Egyptian pounds. Customers see a saved price on the plans page at once.
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" minW="640px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader>Price (EGP)</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {configs.map((node) => {
              const editing = draft?.id === node.id ? draft : null;
              const formId = `pricing-${node.id}`;
              return (
                <Table.Row key={node.id}>
                  <Table.Cell>
                    {CONFIG_TYPES[node.configType]?.label ?? node.configType}
                    {node.isActive ? null : (
                      <Badge ms="2" colorPalette="gray">
                        Inactive
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{node.configKey}</Table.Cell>
                  <Table.Cell>
                    {editing ? (
                      <Field.Root invalid={Boolean(draftError)}>
                        <Input
                          form={formId}
                          size="sm"
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          w="28"
                          aria-label={`Price for ${node.configKey}`}
                          value={editing.price}
                          onChange={(event) => setDraft({ ...editing, price: event.target.value })}
                        />
                        <Field.ErrorText>{draftError}</Field.ErrorText>
                      </Field.Root>
                    ) : (
                      `EGP ${node.price.pounds}`
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {editing ? (
                      <Input
                        form={formId}
                        size="sm"
                        aria-label={`Description for ${node.configKey}`}
                        value={editing.description}
                        onChange={(event) => setDraft({ ...editing, description: event.target.value })}
                      />
                    ) : (
                      node.description
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {editing ? (
                      <form id={formId} onSubmit={(event) => save(event, node)} noValidate>
                        <HStack gap="2">
                          <Button type="submit" size="xs" loading={saving} aria-label={`Save ${node.configKey}`}>
                            Save
                          </Button>
                          <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
                            Cancel
                          </Button>
                        </HStack>
                      </form>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${node.configKey}`}
                        onClick={() => startEditing(node)}
                      >
                        Edit
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {configs.length === 0 && (
          <Text p="4" color="fg.muted">
            No pricing configs yet.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
