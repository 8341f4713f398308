import { useLingui } from '@lingui/react';
import { Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { phoneHint, phoneInput, type AddressFields } from './checkoutForm.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import { translatorOf } from '../../i18n/index.ts';

export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

/** "Delivery address": who receives the box, where, the phone the driver calls, and notes. */
export function AddressSection({
  address,
  notes,
  errors,
  areas,
  onField,
  onNotes,
}: {
  address: AddressFields;
  notes: string;
  errors: AddressErrors;
  /** The serviced neighbourhoods: the English name is the area a checkout names, `displayName` what shows. */
  areas: readonly { id: string; name: string; displayName: string }[];
  onField: (field: keyof AddressFields, value: string) => void;
  onNotes: (notes: string) => void;
}) {
  const { i18n } = useLingui();
  const phone = phoneHint(address.phone, translatorOf(i18n));
  const text = (
    field: keyof AddressFields,
    label: string,
    options: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field label={label} required={options.required} invalid={errors[field] != null} errorText={errors[field]}>
      <Input
        value={address[field]}
        onChange={(event) => onField(field, event.currentTarget.value)}
        autoComplete={options.autoComplete}
        maxLength={200}
        bg="bg.panel"
      />
    </Field>
  );
  return (
    <CheckoutSection title={i18n._('Delivery address')} id="address-title">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', i18n._('Full name'), { required: true, autoComplete: 'name' })}
        {text('street', i18n._('Street'), { required: true, autoComplete: 'address-line1' })}
        {text('building', i18n._('Building'))}
        {text('floor', i18n._('Floor'))}
        {text('apartment', i18n._('Apartment'))}
        <SelectField
          label={i18n._('Area')}
          name="area"
          required
          invalid={errors.area != null}
          errorText={errors.area}
          value={address.area}
          onChange={(area) => onField('area', area)}
          placeholder={i18n._('Select your area')}
          options={areas.map((area) => ({ value: area.name, label: area.displayName }))}
        />
        {text('landmark', i18n._('Landmark'))}
        <Field
          label={i18n._('Phone')}
          required
          invalid={errors.phone != null || (phone != null && !phone.ok)}
          helperText={phone ? null : i18n._('Egyptian mobile starting 010, 011, 012 or 015')}
        >
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010 1234 5678"
            dir="ltr"
            value={address.phone}
            onChange={(event) => onField('phone', phoneInput(event.currentTarget.value))}
            bg="bg.panel"
          />
          {phone ? (
            <Text fontSize="sm" color={phone.ok ? 'green.fg' : 'red.fg'} aria-live="polite">
              {phone.text}
            </Text>
          ) : null}
        </Field>
      </SimpleGrid>
      <Field label={i18n._('Delivery notes (optional)')} mt="4">
        <Textarea
          name="deliveryNotes"
          value={notes}
          maxLength={500}
          onChange={(event) => onNotes(event.currentTarget.value)}
          bg="bg.panel"
          rows={2}
        />
      </Field>
    </CheckoutSection>
  );
}
