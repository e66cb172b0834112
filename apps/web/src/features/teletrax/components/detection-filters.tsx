import { Checkbox, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ZonedDayInput } from '../../../lib/forms/zoned-day-input';
import { airedRangeOf, TEXT_FILTERS, type TTextFilter } from '../model/filters';

const LABELS: Record<TTextFilter, string> = {
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
function TextFilter({ name, params, change }: TProps & { name: TTextFilter }) {
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
  const aired = airedRangeOf(params);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ZonedDayInput
        label="Aired from"
        edge="start"
        value={aired.from}
        onChange={(value) => change('from', value)}
      />
      <ZonedDayInput
        label="Aired to"
        edge="end"
        value={aired.to}
        error={aired.outOfOrder ? 'Before the start' : undefined}
        onChange={(value) => change('to', value)}
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
