import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { notify } from '../../components/ui/toaster.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete or an edit of something live; Cancel is the default focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(event) => {
        if (!event.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
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

/**
 * A delete that asks first: `ask(item)` opens the specification's confirmation naming it,
 * Delete runs `remove(item)`, Cancel does nothing. Render `dialog` once in the panel.
 */
export function useDeleteConfirmation<T>({
  title,
  nameOf,
  remove,
}: {
  title: string;
  nameOf: (item: T) => string;
  remove: (item: T) => void;
}): { ask: (item: T) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={`Are you sure you want to delete "${pending === null ? '' : nameOf(pending)}"? This action cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending !== null) remove(pending);
        setPending(null);
      }}
    />
  );
  return { ask: setPending, dialog };
}
