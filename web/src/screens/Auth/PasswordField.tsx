import { Box, Button, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Field } from '../../components/ui/field.tsx';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  required?: boolean;
}

/** A password input with a Show/Hide toggle (a real button, so it works from the keyboard). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  helperText,
  required = true,
}: PasswordFieldProps) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} required={required} helperText={helperText}>
      <Box position="relative" w="full">
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete={autoComplete}
          pe="16"
        />
        <Button
          type="button"
          variant="ghost"
          size="xs"
          position="absolute"
          insetEnd="1.5"
          top="50%"
          transform="translateY(-50%)"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? i18n._('Hide {field}', { field: label }) : i18n._('Show {field}', { field: label })}
          aria-pressed={visible}
          zIndex="1"
        >
          {visible ? i18n._('Hide') : i18n._('Show')}
        </Button>
      </Box>
    </Field>
  );
}
