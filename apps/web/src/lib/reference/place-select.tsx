import { Select } from '@mantine/core';
import type { TCountry } from '@newsroom/contract';
import { pickable } from './pickable';
import { useRegionsAndCountries } from './reference-api';

type TPlaceSelectProps = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  placeholder?: string;
};

const options = (rows: readonly { id: number; name: string }[]) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/**
 * A content region picker (clearable, searchable): enabled regions, plus a disabled one only when
 * the record already has it (`pickable`).
 */
export function RegionSelect({ label, value, onChange, error, placeholder }: TPlaceSelectProps) {
  const { regions } = useRegionsAndCountries();
  return (
    <Select
      label={label}
      placeholder={placeholder ?? 'No region'}
      searchable
      clearable
      data={options(pickable(regions, [value]))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * A content country picker, like `RegionSelect`. `onPick` also gets the country chosen (with its
 * region), so a form can fill the region from the country.
 */
export function CountrySelect({
  label,
  value,
  onChange,
  onPick,
  error,
  placeholder,
}: TPlaceSelectProps & { onPick?: (country: TCountry | null) => void }) {
  const { countries } = useRegionsAndCountries();
  return (
    <Select
      label={label}
      placeholder={placeholder ?? 'No country'}
      searchable
      clearable
      data={options(pickable(countries, [value]))}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        onChange(id ? Number(id) : null);
        onPick?.(countries.find((country) => String(country.id) === id) ?? null);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
