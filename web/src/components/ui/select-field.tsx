import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field, type FieldProps } from './field.tsx';

export interface SelectFieldProps extends Omit<FieldProps, 'onChange' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly { value: string; label: string }[];
  /** Options `options` cannot express (groups), after them. */
  children?: ReactNode;
  /** A first, empty option ("Select your area"): nothing is chosen yet. */
  placeholder?: string;
  name?: string;
  size?: NativeSelect.RootProps['size'];
}

/** A labelled native select: the phone's own picker on a phone, the browser's elsewhere. */
export function SelectField({
  label,
  value,
  onChange,
  options = [],
  children,
  placeholder,
  name,
  size,
  ...field
}: SelectFieldProps) {
  return (
    <Field label={label} {...field}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          bg="bg.panel"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}
