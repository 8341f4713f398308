import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { pageI18n } from '../../i18n/index.ts';
import { notify } from '../../components/ui/toaster.tsx';
import {
  ConfirmDialog as BaseConfirmDialog,
  type ConfirmDialogProps as BaseProps,
} from '../../components/ConfirmDialog.tsx';

export type ConfirmDialogProps = Omit<BaseProps, 'cancelLabel'>;

/** The shared confirmation with the back office's "Cancel". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return <BaseConfirmDialog cancelLabel={i18n._('Cancel')} {...props} />;
}

/**
 * A failed admin change's toast: the specification's "Failed to … ." title, the server's reason,
 * in the page's language. `action` may be translated already or a catalogue message (marked i18n);
 * a server's reason translates when it is one of the catalogue's messages.
 */
export function notifyFailure(action: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : undefined;
  const i18n = pageI18n();
  if (!i18n) {
    notify({ title: `Failed to ${action}. Please try again.`, description: reason, type: 'error' });
    return;
  }
  notify({
    title: i18n._('Failed to {action}. Please try again.', { action: i18n._(action) }),
    description: reason === undefined ? undefined : i18n._(reason),
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
  const { i18n } = useLingui();
  const [pending, setPending] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={i18n._(title)}
      message={i18n._('Are you sure you want to delete "{name}"? This action cannot be undone.', {
        name: pending === null ? '' : nameOf(pending),
      })}
      confirmLabel={i18n._('Delete')}
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
