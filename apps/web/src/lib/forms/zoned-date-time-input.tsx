import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useAdminTimeZone } from '../format/date-time';

type TProps = Omit<TextInputProps, 'type' | 'label'> & { label: string };

/**
 * A date and time typed on the admin's own clock, the zone named in the label ("Start
 * (Europe/Brussels)"). Convert its value with useZonedInput; it works with `register`.
 */
export const ZonedDateTimeInput = forwardRef<HTMLInputElement, TProps>(function ZonedDateTimeInput(
  { label, ...props },
  ref,
) {
  const zone = useAdminTimeZone();
  return <TextInput ref={ref} type="datetime-local" label={`${label} (${zone})`} {...props} />;
});
