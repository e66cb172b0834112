import { useMemo } from 'react';
import { useAdminTimeZone } from './date-time';
import { fromZonedInput, toZonedInput } from './local-time';

/** The admin's zone and the two conversions of a `datetime-local` value in it. */
export function useZonedInput() {
  const zone = useAdminTimeZone();
  return useMemo(
    () => ({
      zone,
      toInput: (iso: string | null) => toZonedInput(iso, zone),
      fromInput: (value: string) => fromZonedInput(value, zone),
    }),
    [zone],
  );
}
