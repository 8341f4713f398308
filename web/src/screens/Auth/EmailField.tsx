import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Field } from '../../components/ui/field.tsx';

/** The sign-in forms' e-mail address (required; the browser offers the saved one). */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { i18n } = useLingui();
  return (
    <Field label={i18n._('Email')} required>
      <Input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}
