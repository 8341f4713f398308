import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { phoneFullScreenDialog } from '../../components/ui/phoneFullScreenDialog.ts';

interface AdminDialogProps extends Omit<DialogRootProps, 'size' | 'open' | 'onOpenChange'> {
  open?: boolean;
  /** The card's size from `md` up; a phone's whole screen below. */
  size: 'md' | 'lg' | 'xl';
  /** Escape, the backdrop and the close buttons. */
  onClose: () => void;
}

/** A back-office dialog: full screen on a phone, a centred card from `md` up. */
export function AdminDialog({ open = true, size, onClose, children, ...root }: AdminDialogProps) {
  const layout = phoneFullScreenDialog('md', size);
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} {...root} {...layout.root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...layout.content}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What a read-only AdminDialog shows: its title, the body, the footer's actions then Close, and the corner ×. */
export function ViewDialogContent({
  title,
  actions,
  closeVariant = 'outline',
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  closeVariant?: 'outline' | 'solid';
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        {actions}
        <Dialog.ActionTrigger asChild>
          <Button variant={closeVariant}>{i18n._('Close')}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={i18n._('Close')} />
      </Dialog.CloseTrigger>
    </>
  );
}
