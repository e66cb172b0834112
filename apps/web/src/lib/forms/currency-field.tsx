import { Select } from '@mantine/core';
import { CURRENCIES, type TCurrency } from '@newsroom/contract';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A form's currency field: one of the contract's currencies, never left empty. */
export function CurrencyField<TForm extends FieldValues>({
  control,
  name,
  label = 'Currency',
  error,
}: {
  control: Control<TForm>;
  name: Path<TForm>;
  label?: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={[...CURRENCIES]}
          value={field.value as TCurrency}
          allowDeselect={false}
          onChange={(value) => value && field.onChange(value)}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
