import { Badge, Button, Checkbox } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  labelOf as englishLabelOf,
  useLabels,
} from '../../../lib/labels.ts';

// Cells the order lists' rows share.

type Payment = { paymentMethod?: string | null; paymentStatus: string };

/** "InstaPay · Processing", with the page's labels (`useLabels().labelOf`). */
export const paymentSummary = (order: Payment, labelOf = englishLabelOf) =>
  `${labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)} · ${labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus)}`;

export function PaymentBadge({ order }: { order: Payment }) {
  const { labelOf } = useLabels();
  return (
    <Badge colorPalette={PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray'}>{paymentSummary(order, labelOf)}</Badge>
  );
}

/** The customer's name, as a link-like button that opens the order's details. */
export function OpenOrderButton({
  databaseId,
  name,
  onOpen,
}: {
  databaseId: number;
  name: string;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Button
      variant="plain"
      p="0"
      h="auto"
      fontWeight="semibold"
      textDecoration="underline"
      aria-label={i18n._('Open order {id} ({name})', { id: databaseId, name })}
      onClick={onOpen}
    >
      {name}
    </Button>
  );
}

/** A row's (or every row's) selection box, named for screen readers since it has no visible label. */
export function SelectCheckbox(props: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
