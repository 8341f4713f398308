import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NeighborhoodSelect_neighborhoods$key } from '../../__generated__/NeighborhoodSelect_neighborhoods.graphql.ts';
import { areaNotServiced } from './eligibilityMessages.ts';
import { SelectField } from '../ui/select-field.tsx';
import { CITY_LABELS, useLabels } from '../../lib/labels.ts';

export interface NeighborhoodFieldProps {
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
  /** Only the areas we deliver to (the profile's address, like the checkout's), without the waitlist warning. */
  servicedOnly?: boolean;
}

const neighborhoodsFragment = graphql`
  fragment NeighborhoodSelect_neighborhoods on Neighborhood @relay(plural: true) {
    id
    name
    displayName
    city
    isServiced
  }
`;

/**
 * The neighbourhood dropdown, grouped by city, over the list its screen's query read. A
 * neighbourhood we do not serve yet may still be chosen: the amber warning says so, and the
 * check then puts the visitor on the waitlist.
 */
export function NeighborhoodSelect({
  neighborhoods: neighborhoodsKey,
  value,
  onChange,
  disabled,
  servicedOnly = false,
}: NeighborhoodFieldProps & { neighborhoods: NeighborhoodSelect_neighborhoods$key }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const neighborhoods = useFragment(neighborhoodsFragment, neighborhoodsKey);

  const byCity = useMemo(() => {
    const groups = new Map<string, typeof neighborhoods>();
    for (const area of neighborhoods) {
      if (servicedOnly && !area.isServiced) continue;
      groups.set(area.city, [...(groups.get(area.city) ?? []), area]);
    }
    return [...groups.entries()];
  }, [neighborhoods, servicedOnly]);

  const chosen = neighborhoods.find((area) => area.name === value);

  return (
    <>
      <NeighborhoodField value={value} onChange={onChange} disabled={disabled}>
        {byCity.map(([city, areas]) => (
          <optgroup key={city} label={labels.labelOf(CITY_LABELS, city)}>
            {areas.map((area) => (
              // The English name is the value an address keeps; the page's language is what shows.
              <option key={area.id} value={area.name}>
                {area.displayName}
              </option>
            ))}
          </optgroup>
        ))}
      </NeighborhoodField>
      {chosen && !chosen.isServiced && !servicedOnly ? (
        <Alert.Root status="warning" colorPalette="orange" borderRadius="md" size="sm">
          <Alert.Indicator />
          <Alert.Description>{areaNotServiced(i18n, chosen.displayName)}</Alert.Description>
        </Alert.Root>
      ) : null}
    </>
  );
}

/** The labelled select; rendered empty and disabled while the list loads. */
export function NeighborhoodField({
  value,
  onChange,
  disabled,
  children,
}: NeighborhoodFieldProps & { children?: React.ReactNode }) {
  const { i18n } = useLingui();
  return (
    <SelectField
      label={i18n._('Neighborhood')}
      required
      disabled={disabled}
      name="neighborhood"
      value={value}
      onChange={onChange}
      placeholder={i18n._('Select your neighborhood')}
    >
      {children}
    </SelectField>
  );
}
