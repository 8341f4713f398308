import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { landingMessages } from '@rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { RowAction } from '../RowAction.tsx';
import { useRefresh } from '../useRefresh.ts';
import { notifyLandingFailure, notifySaved } from './landingForm.ts';

/**
 * What the carousel's and the FAQs' cards share: the list's reload (its fragment's refetch
 * query, read again after a change so the display order is the server's; the current list
 * stays shown meanwhile), the open form (new or editing) with its field errors, the entry
 * waiting for its delete confirmation, and what a save's or a delete's answer does.
 */
export function useEntryEditor<Form extends object, Entry, Errors extends object>(
  listQuery: GraphQLTaggedNode,
  /** Names the list's toasts in landingMessages (`carouselSaved`, `faqDeleteFailed`…). */
  list: 'carousel' | 'faq',
) {
  const [reload, isReloading] = useRefresh(listQuery);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const close = () => {
    setForm(null);
    setErrors({});
  };
  return {
    isReloading,
    form,
    errors,
    setErrors,
    deleting,
    setDeleting,
    open: (next: Form) => {
      setErrors({});
      setForm(next);
    },
    close,
    set:
      <K extends keyof Form>(key: K) =>
      (value: Form[K]) =>
        setForm((current) => current && { ...current, [key]: value }),
    /** A save's answer: its problem told, or the form closed and the list read again. */
    saved: (problem: Error | null) => {
      if (problem) return notifyLandingFailure(landingMessages[`${list}Failed`], problem);
      notifySaved(landingMessages[`${list}Saved`]);
      close();
      reload();
    },
    /** A delete's answer: the confirmation closed, then its problem told or the list read again. */
    deleted: (problem: Error | null) => {
      setDeleting(null);
      if (problem) return notifyLandingFailure(landingMessages[`${list}DeleteFailed`], problem);
      notifySaved(landingMessages[`${list}Deleted`]);
      reload();
    },
  };
}

/** The framed add/edit form of a carousel meal or an FAQ. */
export function EntryForm({
  label,
  title,
  onSubmit,
  children,
}: {
  label: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" asChild>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Text fontWeight="semibold">{title}</Text>
        {children}
      </form>
    </Stack>
  );
}

/** A listed entry's Edit and Delete buttons, named after the entry; `before` goes first (reorder). */
export function EntryActions({
  name,
  onEdit,
  onDelete,
  before,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  before?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <HStack gap="1" wrap="wrap">
      {before}
      <RowAction label={i18n._('Edit')} name={name} onClick={onEdit} />
      <RowAction label={i18n._('Delete')} name={name} danger onClick={onDelete} />
    </HStack>
  );
}
