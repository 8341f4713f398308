import { Button, Dialog } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode } from 'react';
import { AdminDialog } from './AdminDialog.tsx';

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
  const { i18n } = useLingui();
  return (
    <AdminDialog size={size} onClose={onCancel}>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={onCancel}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </AdminDialog>
  );
}
