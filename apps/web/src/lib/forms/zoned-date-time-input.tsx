import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

type TProps = Omit<TextInputProps, 'type' | 'label'> & { label: string; zone: string };

/**
 * A date and time typed on a clock, the zone named in the label ("Start (Europe/Brussels)").
 * `zone` is the one its value is written in and read back in (useWrittenZone, useZonedValue,
 * useZonedInput), so the label cannot name another; it works with `register`.
 */
export const ZonedDateTimeInput = forwardRef<HTMLInputElement, TProps>(function ZonedDateTimeInput(
  { label, zone, ...props },
  ref,
) {
  return <TextInput ref={ref} type="datetime-local" label={`${label} (${zone})`} {...props} />;
});
