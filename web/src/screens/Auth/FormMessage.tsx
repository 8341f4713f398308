import { Alert } from '@chakra-ui/react';

/** A form's error or confirmation, announced to screen readers. */
export function FormMessage({ status, children }: { status: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <Alert.Root status={status} borderRadius="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
