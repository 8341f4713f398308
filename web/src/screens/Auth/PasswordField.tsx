import { Box, Button, Input } from '@chakra-ui/react';
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
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          zIndex="1"
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      </Box>
    </Field>
  );
}
