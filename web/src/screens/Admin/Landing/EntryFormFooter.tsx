import { Button, Checkbox, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Field } from '../../../components/ui/field.tsx';

interface EntryFormFooterProps {
  displayOrder: string;
  isActive: boolean;
  saving: boolean;
  disabled?: boolean;
  onDisplayOrderChange: (value: string) => void;
  onActiveChange: (value: boolean) => void;
  onCancel: () => void;
}

/** What a carousel meal's and an FAQ's forms share: display order, shown on the page, Save and Cancel. */
export function EntryFormFooter(props: EntryFormFooterProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="4">
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field label={i18n._('Display order')} maxW="40">
          <Input
            inputMode="numeric"
            dir="ltr"
            value={props.displayOrder}
            onChange={(event) => props.onDisplayOrderChange(event.target.value)}
          />
        </Field>
        <Checkbox.Root
          checked={props.isActive}
          onCheckedChange={(details) => props.onActiveChange(details.checked === true)}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{i18n._('Shown on the landing page')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <HStack gap="2">
        <Button type="submit" loading={props.saving} disabled={props.disabled}>
          {i18n._('Save')}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          {i18n._('Cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
