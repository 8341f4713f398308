import { useLingui } from '@lingui/react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { adminMessages, generateInvitationCode, normalizeInvitationCode, typedNumber } from '@rules';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

/** An invitation code's fields as the form holds them (text, as typed). */
export interface CodeDraft {
  code: string;
  /** Empty: unlimited. */
  maxUses: string;
  description: string;
  isActive: boolean;
}

export const emptyCodeDraft: CodeDraft = { code: '', maxUses: '', description: '', isActive: true };

export type CodeDraftErrors = Partial<Record<'code' | 'maxUses', string>>;

/**
 * The specification's checks before anything is sent (the server checks again): a code is
 * required and only A-Z, 0-9, "-" and "_"; max uses is a whole number of at least 1 or empty.
 */
export function codeDraftErrors(draft: CodeDraft): CodeDraftErrors {
  const errors: CodeDraftErrors = {};
  const code = normalizeInvitationCode(draft.code);
  if (!code) errors.code = adminMessages.codeRequired;
  else if (!/^[A-Z0-9_-]+$/.test(code)) errors.code = adminMessages.codeCharacters;
  if (draft.maxUses.trim() !== '') {
    const maxUses = typedNumber(draft.maxUses);
    if (!Number.isInteger(maxUses) || maxUses < 1) errors.maxUses = adminMessages.maxUsesInteger;
  }
  return errors;
}

/** Max uses as the API takes it: null for unlimited. */
export const maxUsesOf = (draft: CodeDraft): number | null =>
  draft.maxUses.trim() === '' ? null : typedNumber(draft.maxUses);

/** Code (upper-cased as it is typed, with Generate), max uses, description and status. */
export function CodeFields({
  draft,
  errors,
  onChange,
}: {
  draft: CodeDraft;
  errors: CodeDraftErrors;
  onChange: (draft: CodeDraft) => void;
}) {
  const { i18n } = useLingui();
  // The errors are the rules' messages in English (catalogue messages): shown in the page's language.
  const shown = (error: string | undefined) => error && i18n._(error);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }} gap="3">
      <Field label={i18n._('Code')} invalid={Boolean(errors.code)} flex="2" errorText={shown(errors.code)}>
        <HStack gap="2" w="full">
          <Input
            value={draft.code}
            fontFamily="mono"
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, code: event.target.value.toUpperCase() })}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange({ ...draft, code: generateInvitationCode() })}
          >
            {i18n._('Generate')}
          </Button>
        </HStack>
      </Field>
      <Field label={i18n._('Max uses')} invalid={Boolean(errors.maxUses)} flex="1" errorText={shown(errors.maxUses)}>
        {/* Text, not a number input: a number input drops Arabic-Indic digits (typedNumber reads them). */}
        <Input
          inputMode="numeric"
          placeholder={i18n._('Unlimited')}
          value={draft.maxUses}
          onChange={(event) => onChange({ ...draft, maxUses: event.target.value })}
        />
      </Field>
      <Field label={i18n._('Description')} flex="2">
        <Input
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </Field>
      <SelectField
        label={i18n._('Status')}
        flex="1"
        value={draft.isActive ? 'active' : 'inactive'}
        onChange={(status) => onChange({ ...draft, isActive: status === 'active' })}
        options={[
          { value: 'active', label: i18n._('Active') },
          { value: 'inactive', label: i18n._('Inactive') },
        ]}
      />
    </Stack>
  );
}
