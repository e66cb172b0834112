import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  BANNER_ALT_TEXT_MAX_LENGTH,
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  BANNER_TITLE_MAX_LENGTH,
  type TBannerPlacement,
} from '@newsroom/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import type { TBannerForm } from './banner-form-values';

const PLACEMENTS = BANNER_PLACEMENTS.map((value) => ({
  value,
  label: BANNER_PLACEMENT_LABELS[value],
}));

/** The banner's own fields; each shows its error (the contract's check or the server's 422). */
export function BannerFields({
  form,
  zone,
  readOnly,
}: {
  form: UseFormReturn<TBannerForm>;
  /** The zone the start and end are written in. */
  zone: string;
  readOnly?: boolean;
}) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        required
        maxLength={BANNER_TITLE_MAX_LENGTH + 20}
        readOnly={readOnly}
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="placement"
        render={({ field, fieldState }) => (
          <Select
            label="Placement"
            data={PLACEMENTS}
            allowDeselect={false}
            readOnly={readOnly}
            value={field.value}
            onChange={(value) => value && field.onChange(value as TBannerPlacement)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label="Target address"
        description="Where a click leads: an http or https address"
        required
        readOnly={readOnly}
        error={errors.target_url?.message}
        {...register('target_url')}
      />
      <TextInput
        label="Alternative text"
        description="Read out to visitors who cannot see the image"
        maxLength={BANNER_ALT_TEXT_MAX_LENGTH + 20}
        readOnly={readOnly}
        error={errors.alt_text?.message}
        {...register('alt_text')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ZonedDateTimeInput
          label="Start"
          zone={zone}
          description="Empty: from now on"
          readOnly={readOnly}
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <ZonedDateTimeInput
          label="End"
          zone={zone}
          description="Empty: no end"
          readOnly={readOnly}
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </SimpleGrid>
      <Checkbox
        label="Active (shown on the site within its time window)"
        disabled={readOnly}
        {...register('active')}
      />
    </Stack>
  );
}
