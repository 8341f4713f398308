import { Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode } from 'react';
import { phoneFullScreenDialog } from '../../components/ui/phoneFullScreenDialog.ts';

const phoneScreen = phoneFullScreenDialog('sm', 'md');

export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The primary button's text; the form submits with it. */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** What the primary button says while busy. */
  busyLabel?: string;
  /** The primary button's palette (red for a destructive action). */
  confirmPalette?: string;
  /** The secondary button, which closes without doing anything ("Keep subscription"). */
  cancelLabel?: string;
  /** `alertdialog` for a confirmation of something that cannot be taken back. */
  role?: 'dialog' | 'alertdialog';
  /** A close (×) button in the corner. */
  closeButton?: boolean;
  /** A long body (the meal list) takes the whole phone screen; short forms stay a centred card. */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/** The account's dialogs: a title, a body, Cancel and one primary action. */
export function AccountDialog({
  open,
  onClose,
  title,
  confirmLabel,
  onConfirm,
  busy,
  busyLabel,
  confirmPalette,
  cancelLabel,
  role = 'dialog',
  closeButton = false,
  fullScreenOnPhone,
  children,
}: AccountDialogProps) {
  const { i18n } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => (event.open ? undefined : onClose())}
      role={role}
      placement="center"
      {...(fullScreenOnPhone ? phoneScreen.root : { size: 'md' })}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(fullScreenOnPhone ? phoneScreen.content : { mx: { base: '4', sm: 'auto' } })}>
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="xl">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {cancelLabel ?? i18n._('Cancel')}
                </Button>
                <Button type="submit" loading={busy} loadingText={busyLabel} colorPalette={confirmPalette}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={i18n._('Close dialog')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The specification's failure notice for account actions: "We couldn't … Please try again." in the page's language. */
export const retryNotice = (i18n: I18n, description: string) => ({
  type: 'error' as const,
  title: i18n._('Error'),
  description,
});
