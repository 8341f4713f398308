import { NativeSelect } from '@chakra-ui/react';
import { ANY } from './ordersFormat.ts';
import { Field } from '../../../components/ui/field.tsx';

/** A labelled filter of the orders tabs: "any" first, then the options by their labels. */
export function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ANY}>{anyLabel}</option>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}
