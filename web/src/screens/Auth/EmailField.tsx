import { Input } from '@chakra-ui/react';
import { Field } from '../../components/ui/field.tsx';

/** The sign-in forms' e-mail address (required; the browser offers the saved one). */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Email" required>
      <Input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}
