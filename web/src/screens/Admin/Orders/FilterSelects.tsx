import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLabels } from '../../../lib/labels.ts';

/**
 * The labelled filters of an orders tab, each `[name, label, options, anyLabel]`: "any" first
 * (the empty value, `ANY` in ordersFormat.ts), then the options by their labels (catalogue
 * messages, in the page's language).
 */
export function FilterSelects<Name extends string>({
  filters,
  filter,
}: {
  filters: readonly (readonly [Name, string, Record<string, string>, string])[];
  /** A filter's value and change. */
  filter: (name: Name) => { value: string; onChange: (value: string) => void };
}) {
  const { optionsOf } = useLabels();
  return filters.map(([name, label, options, anyLabel]) => (
    <SelectField
      key={name}
      size="sm"
      label={label}
      options={optionsOf(options)}
      placeholder={anyLabel}
      {...filter(name)}
    />
  ));
}
