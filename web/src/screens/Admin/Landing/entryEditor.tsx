import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { RowAction } from '../RowAction.tsx';
import { useRefresh } from '../useRefresh.ts';

/**
 * What the carousel's and the FAQs' cards share: the list's reload (its fragment's refetch
 * query, read again after a change so the display order is the server's; the current list
 * stays shown meanwhile), the open form (new or editing) with its field errors, and the entry
 * waiting for its delete confirmation.
 */
export function useEntryEditor<Form extends object, Entry, Errors extends object>(listQuery: GraphQLTaggedNode) {
  const [reload, isReloading] = useRefresh(listQuery);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [deleting, setDeleting] = useState<Entry | null>(null);
  return {
    isReloading,
    reload,
    form,
    errors,
    setErrors,
    deleting,
    setDeleting,
    open: (next: Form) => {
      setErrors({});
      setForm(next);
    },
    close: () => {
      setForm(null);
      setErrors({});
    },
    set:
      <K extends keyof Form>(key: K) =>
      (value: Form[K]) =>
        setForm((current) => current && { ...current, [key]: value }),
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
  return (
    <HStack gap="1" wrap="wrap">
      {before}
      <RowAction label="Edit" name={name} onClick={onEdit} />
      <RowAction label="Delete" name={name} danger onClick={onDelete} />
    </HStack>
  );
}
