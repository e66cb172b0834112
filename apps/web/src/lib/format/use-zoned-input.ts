import { useEffect, useMemo, useState } from 'react';
import { useAdminTimeZone } from './date-time';
import { fromZonedInput, rezoneInput, toZonedInput } from './local-time';

/**
 * The admin's zone and the two conversions of a `datetime-local` value in it, for a value made
 * from an instant on every render (a URL's filter). A value the admin edits keeps its zone:
 * useWrittenZone, useZonedValue.
 */
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

/**
 * The zone a form's `datetime-local` values are written in, so the time shown, the zone the
 * label names and the zone the value is read back in are always one. It starts as the admin's
 * zone; when that zone changes later ("My preferences" answering after the form was filled in
 * the browser's zone, or changed elsewhere), `rewrite(from, to)` writes the values again on the
 * new clock (the same instants) and the zone follows, unless the admin has `typed` one: what
 * they typed keeps the meaning its label gave it.
 */
export function useWrittenZone(typed: boolean, rewrite: (from: string, to: string) => void) {
  const admin = useAdminTimeZone();
  const [zone, setZone] = useState(admin);
  const follow = zone !== admin && !typed;
  useEffect(() => {
    if (!follow) return;
    rewrite(zone, admin);
    setZone(admin);
  }, [follow, zone, admin, rewrite]);
  return zone;
}

/**
 * A `datetime-local` value the admin edits, first `initial` (an instant, or empty), in the zone
 * it is written in (useWrittenZone); `instant` is what it means.
 */
export function useZonedValue(initial: () => string | null) {
  const admin = useAdminTimeZone();
  const [field, setField] = useState(() => ({
    value: toZonedInput(initial(), admin),
    typed: false,
  }));
  const zone = useWrittenZone(field.typed && field.value !== '', (from, to) =>
    setField((now) => ({ ...now, value: rezoneInput(now.value, from, to) })),
  );
  return {
    zone,
    value: field.value,
    set: (value: string) => setField({ value, typed: true }),
    instant: fromZonedInput(field.value, zone),
  };
}
