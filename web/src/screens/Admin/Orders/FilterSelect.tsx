import { SelectField } from '../../../components/ui/select-field.tsx';
import { optionsOf } from '../../../lib/labels.ts';

/**
 * A labelled filter of the orders tabs: "any" first (the empty value, `ANY` in ordersFormat.ts),
 * then the options by their labels.
 */
export function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      size="sm"
      label={label}
      value={value}
      options={optionsOf(options)}
      placeholder={anyLabel}
      onChange={onChange}
    />
  );
}
