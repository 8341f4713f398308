import { Checkbox, chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckboxOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** The chosen values once `value` is ticked or unticked: a new one goes last, as it was ticked. */
const toggled =
  <V extends string>(value: V, checked: boolean) =>
  (current: readonly V[]): V[] =>
    checked ? (current.includes(value) ? [...current] : [...current, value]) : current.filter((held) => held !== value);

/**
 * A group of checkboxes under its legend (a fieldset: read as a group named by the legend), for
 * choosing several values of a list, with the error under it.
 */
export function CheckboxFieldset<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  size = 'md',
  inline = false,
}: {
  legend: string;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  /**
   * Gets an update of the chosen values, not the values: a checkbox reports its change a moment
   * after the click, so the parent applies it to what it holds then (`setState(update)`).
   */
  onChange: (update: (current: readonly V[]) => V[]) => void;
  error?: string;
  /** `sm` in the back office's dialogs: the legend and the boxes smaller. */
  size?: 'sm' | 'md';
  /** The boxes side by side, wrapping (short labels), instead of one under the other. */
  inline?: boolean;
}) {
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" fontSize={size} mb="2">
        {legend}
      </chakra.legend>
      <Stack direction={inline ? 'row' : 'column'} wrap={inline ? 'wrap' : undefined} gap={inline ? '3' : '2'}>
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size={size}
            alignItems="flex-start"
            checked={value.includes(option.value)}
            onCheckedChange={(details) => onChange(toggled(option.value, details.checked === true))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
