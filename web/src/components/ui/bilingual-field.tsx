import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { Field } from './field.tsx';

export interface BilingualFieldProps {
  /** The English text's label, and the Arabic one's (the caller's words, in the page's language). */
  label: string;
  arabicLabel: string;
  value: string;
  arabicValue: string;
  onChange: (value: string) => void;
  onArabicChange: (value: string) => void;
  /** The English is required (the Arabic never is: empty shows the English). */
  required?: boolean;
  errorText?: string;
  /** A text area of that many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
  arabicPlaceholder?: string;
}

/**
 * One content text in both languages, side by side (stacked on a phone): English | Arabic, each
 * input in its own language and direction whatever the page's, so the Arabic is typed right to left.
 */
export function BilingualField({
  label,
  arabicLabel,
  value,
  arabicValue,
  onChange,
  onArabicChange,
  required = false,
  errorText,
  rows,
  placeholder,
  arabicPlaceholder,
}: BilingualFieldProps) {
  const control = (language: 'en' | 'ar', text: string, change: (value: string) => void, hint?: string) => {
    const props = {
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      value: text,
      placeholder: hint,
      onChange: (event: { currentTarget: { value: string } }) => change(event.currentTarget.value),
    };
    return rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field label={label} required={required} invalid={Boolean(errorText)} errorText={errorText}>
        {control('en', value, onChange, placeholder)}
      </Field>
      <Field label={arabicLabel}>{control('ar', arabicValue, onArabicChange, arabicPlaceholder)}</Field>
    </SimpleGrid>
  );
}
