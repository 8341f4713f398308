import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A back-office form in a dialog: full screen on a phone, a centred card from `md` up; Cancel
 * and the submit button in the footer. Closing it (Escape, the backdrop, Cancel) cancels.
 */
export function FormDialog({
  title,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  size = 'md',
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onCancel()} size={{ base: 'full', md: size }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The phone's "full" size sets a full-height minimum that the md size does not undo. */}
          <Dialog.Content minH={{ md: 'auto' }}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
