import { Field as ChakraField } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface FieldProps extends Omit<ChakraField.RootProps, 'label'> {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Shown (and announced) only while the field is `invalid`. */
  errorText?: ReactNode;
}

/**
 * A labelled form control, in the style of Chakra's `field` snippet: the label (with the
 * required mark when `required`), the control given as children, a helper text and an error.
 * The label names the control for assistive technology and tests (`getByLabelText`).
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, helperText, errorText, children, ...rest },
  ref,
) {
  return (
    <ChakraField.Root ref={ref} {...rest}>
      {label ? (
        <ChakraField.Label>
          {label} <ChakraField.RequiredIndicator />
        </ChakraField.Label>
      ) : null}
      {children}
      {helperText ? <ChakraField.HelperText>{helperText}</ChakraField.HelperText> : null}
      {errorText ? <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText> : null}
    </ChakraField.Root>
  );
});
