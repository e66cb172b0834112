import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STREAM_TARGET_KEYS, TARGET_LOG_STATES, urlMoment } from '@newsroom/contract';
import { useState } from 'react';
import { targetLabel } from '../../../lib/format/target-label';
import { useZonedInput } from '../../../lib/format/use-zoned-input';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { useTargetLogEvents } from '../api/target-logs-api';

const PLATFORMS = STREAM_TARGET_KEYS.map((key) => ({ value: key, label: targetLabel(key) }));

type TProps = {
  params: URLSearchParams;
  /** Sets (or with null removes) one filter of the URL. */
  onChange: (name: string, value: string | null) => void;
};

/** Event, platform, state and a time range (typed on the admin's clock), each kept in the URL. */
export function TargetLogFilters({ params, onChange }: TProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const events = useTargetLogEvents(q);
  const eventOptions = (events.data?.events ?? []).map((event) => ({
    value: String(event.id),
    label: event.title,
  }));
  const chosen = params.get('event');
  const { zone, toInput, fromInput } = useZonedInput();
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Event"
        placeholder="All events"
        searchable
        clearable
        w={260}
        data={eventOptions}
        value={chosen}
        onSearchChange={setSearch}
        onChange={(value) => onChange('event', value)}
        nothingFoundMessage="No event with target logs"
      />
      <Select
        label="Platform"
        placeholder="All platforms"
        clearable
        w={190}
        data={PLATFORMS}
        value={params.get('platform')}
        onChange={(value) => onChange('platform', value)}
      />
      <Select
        label="State"
        placeholder="All states"
        clearable
        w={150}
        data={[...TARGET_LOG_STATES]}
        value={params.get('state')}
        onChange={(value) => onChange('state', value)}
      />
      <ZonedDateTimeInput
        zone={zone}
        label="From"
        value={toInput(urlMoment(params.get('from')) ?? null)}
        onChange={(event) => onChange('from', fromInput(event.currentTarget.value))}
      />
      <ZonedDateTimeInput
        zone={zone}
        label="To"
        value={toInput(urlMoment(params.get('to')) ?? null)}
        onChange={(event) => onChange('to', fromInput(event.currentTarget.value))}
      />
    </Group>
  );
}
