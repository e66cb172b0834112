import { TextInput, type TextInputProps } from '@mantine/core';
import { formatDateTime, useAdminTimeZone } from '../format/date-time';
import { dayBound, dayOfBound, startsADay, type TDayEdge } from '../format/zoned-days';

type TProps = Omit<TextInputProps, 'type' | 'label' | 'value' | 'onChange' | 'description'> & {
  label: string;
  /** A range's first day (`start`) or its last (`end`, kept as the next day's first moment). */
  edge: TDayEdge;
  /** The bound as the URL keeps it: an instant, or none. */
  value: string | undefined;
  /** The new bound (an instant), or null once the field is cleared. */
  onChange: (value: string | null) => void;
};

/**
 * A day of a filter, on the admin's own clock, the zone named in the label ("Created from
 * (Europe/Berlin)"). A bound that is no midnight on this clock (a link made in another zone)
 * shows its day and, under the label, the exact moment it stands for.
 */
export function ZonedDayInput({ label, edge, value, onChange, ...props }: TProps) {
  const zone = useAdminTimeZone();
  const exact = value && !startsADay(value, zone);
  return (
    <TextInput
      type="date"
      label={`${label} (${zone})`}
      value={value ? dayOfBound(value, edge, zone) : ''}
      description={
        exact ? `${edge === 'start' ? 'From' : 'Before'} ${formatDateTime(value, zone)}` : undefined
      }
      onChange={(event) => {
        const day = event.currentTarget.value;
        onChange(day ? dayBound(day, edge, zone) : null);
      }}
      {...props}
    />
  );
}

type TRangeProps = {
  /** "Created": the fields are "Created from (zone)" and "Created to (zone)". */
  what: string;
  /** The range as urlDayRange reads it from the URL. */
  range: { from?: string; to?: string; outOfOrder: boolean };
  /** A bound changed: its new instant, or null once cleared. */
  onChange: (edge: TDayEdge, value: string | null) => void;
  w?: number;
};

/** A filter's first and last day, the last marked when it comes before the first. */
export function ZonedDayRange({ what, range, onChange, w }: TRangeProps) {
  return (
    <>
      <ZonedDayInput
        label={`${what} from`}
        edge="start"
        w={w}
        value={range.from}
        onChange={(value) => onChange('start', value)}
      />
      <ZonedDayInput
        label={`${what} to`}
        edge="end"
        w={w}
        value={range.to}
        error={range.outOfOrder ? 'Before the start' : undefined}
        onChange={(value) => onChange('end', value)}
      />
    </>
  );
}
