import { Button, type ButtonProps } from '@chakra-ui/react';

interface RowActionProps extends Omit<ButtonProps, 'children'> {
  /** The visible text, e.g. "Edit". */
  label: string;
  /** What the row is called; the accessible name is "label name", as every row shows the same label. */
  name: string;
  /** Painted red: the action removes the row. */
  danger?: boolean;
}

/** A table row's (or list entry's) small outline action button. */
export function RowAction({ label, name, danger, ...rest }: RowActionProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      aria-label={`${label} ${name}`}
      {...rest}
    >
      {label}
    </Button>
  );
}
