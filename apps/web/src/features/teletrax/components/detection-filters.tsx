import { Checkbox, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { airedRangeOf, TELETRAX_TEXT_FILTERS as TEXT_FILTERS } from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { ZonedDayRange } from '../../../lib/forms/zoned-day-input';

const LABELS: Record<(typeof TEXT_FILTERS)[number], string> = {
  channel: 'Channel',
  country: 'Country code',
  video: 'Video (external name)',
  customer: 'Customer',
};

type TProps = {
  params: URLSearchParams;
  /** Sets (or with null removes) a URL parameter. */
  change: (name: string, value: string | null) => void;
};

/** A text filter written to the URL once typing pauses. */
function TextFilter({ name, params, change }: TProps & { name: (typeof TEXT_FILTERS)[number] }) {
  const current = params.get(name) ?? '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const later = useDebouncedCallback((text: string) => change(name, text.trim() || null), 400);
  return (
    <TextInput
      label={LABELS[name]}
      w={name === 'country' ? 110 : 180}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        later(event.currentTarget.value);
      }}
    />
  );
}

/** Aired days (the admin's), exact channel, country, video and customer, unlicensed only. */
export function DetectionFilters({ params, change }: TProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ZonedDayRange
        what="Aired"
        range={airedRangeOf(params)}
        onChange={(edge, value) => change(edge === 'start' ? 'from' : 'to', value)}
      />
      {TEXT_FILTERS.map((name) => (
        <TextFilter key={name} name={name} params={params} change={change} />
      ))}
      <Checkbox
        label="Unlicensed use only"
        mb={8}
        checked={params.get('unlicensed') === 'true'}
        onChange={(event) => change('unlicensed', event.currentTarget.checked ? 'true' : null)}
      />
    </Group>
  );
}
