import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { PLANNING_KINDS, PLANNING_STATUSES } from '@newsroom/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { statusInWords } from '../../../lib/format/words';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { CountrySelect, RegionSelect } from '../../../lib/reference/place-select';
import { useTimeZones } from '../../../lib/reference/reference-api';
import type { TEntryForm } from './entry-form-values';

const KINDS = PLANNING_KINDS.map((value) => ({ value, label: statusInWords(value) }));
const STATUSES = PLANNING_STATUSES.map((value) => ({ value, label: statusInWords(value) }));

/** The fields of a planning entry; errors (the contract's or the server's) show by the field. */
export function EntryFields({
  form,
  zone: clock,
}: {
  form: UseFormReturn<TEntryForm>;
  /** The zone the start is written in. */
  zone: string;
}) {
  const { control, register, setValue, getValues } = form;
  const errors = form.formState.errors;
  const zones = useTimeZones();
  const zoneOptions = (zones.data?.time_zones ?? []).map((z) => z.name);
  const zone = form.watch('time_zone');
  if (zone && !zoneOptions.includes(zone)) zoneOptions.unshift(zone);

  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        required
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ZonedDateTimeInput
          label="Starts"
          zone={clock}
          required
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <Controller
          control={control}
          name="time_zone"
          render={({ field, fieldState }) => (
            <Select
              label="Time zone of the place"
              searchable
              allowDeselect={false}
              data={zoneOptions}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {(
          [
            ['kind', 'Kind', KINDS],
            ['status', 'Status', STATUSES],
          ] as const
        ).map(([name, label, data]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <Select
                label={label}
                allowDeselect={false}
                data={data}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="country_id"
          render={({ field, fieldState }) => (
            <CountrySelect
              label="Country"
              value={field.value}
              onChange={field.onChange}
              // The country's region fills the region (still changeable).
              onPick={(country) => {
                if (country?.region_id && country.region_id !== getValues('region_id'))
                  setValue('region_id', country.region_id, { shouldDirty: true });
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="region_id"
          render={({ field, fieldState }) => (
            <RegionSelect
              label="Region"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput label="City" error={errors.city?.message} {...register('city')} />
        <TextInput label="Desk" error={errors.desk?.message} {...register('desk')} />
        <Controller
          control={control}
          name="live_event_id"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Live event id"
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        error={errors.description?.message}
        {...register('description')}
      />
    </Stack>
  );
}
