import { NativeSelect } from '@chakra-ui/react';
import { Field } from '../../components/ui/field.tsx';

/** A labelled native select (the account's dialogs: meals per week, portion, slot, pause length). */
export function SelectField(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}
