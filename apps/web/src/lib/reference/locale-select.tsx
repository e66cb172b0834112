import { Select } from '@mantine/core';
import { useLocales } from './reference-api';

/** Switches the screen's locale (part of the URL, so a view can be shared). */
export function LocaleSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const locales = useLocales();
  const data = (locales.data?.locales ?? []).map((locale) => ({
    value: locale.code,
    label: `${locale.name} (${locale.code})`,
  }));
  if (!data.some((item) => item.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label="Locale"
      w={220}
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(code) => code && onChange(code)}
    />
  );
}
