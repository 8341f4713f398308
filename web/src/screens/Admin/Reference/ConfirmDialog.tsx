import { Button, Dialog, Portal } from '@chakra-ui/react';
import { notify } from '../../../components/ui/toaster.tsx';

/** The confirmation every delete in the back office asks for (admin specification §5). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A failed admin change's toast: the specification's "Failed to … ." title, the server's reason. */
export function notifyFailure(action: string, error: unknown): void {
  notify({
    title: `Failed to ${action}. Please try again.`,
    description: error instanceof Error ? error.message : undefined,
    type: 'error',
  });
}
