import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { PASS_DIMENSIONS, PASS_GRANULARITIES, type TPassStatisticsQuery } from '@newsroom/contract';
import { useTimeZones } from '../../../lib/reference/reference-api';
import { cutsHalfHours, DIMENSION_LABELS } from '../model/pass-query';

type TProps = {
  query: TPassStatisticsQuery;
  /** Sets one value kept in the URL. */
  onChange: (name: 'from' | 'to' | 'granularity' | 'tz' | 'by', value: string) => void;
};

/** Range (whole days), granularity, time zone and breakdown. */
export function PassControls({ query, onChange }: TProps) {
  const zones = useTimeZones();
  const zoneOptions = (zones.data?.time_zones ?? [])
    .filter((zone) => cutsHalfHours(zone.offset))
    .map((zone) => ({ value: zone.name, label: `${zone.name} (${zone.offset})` }));
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        type="date"
        label="From"
        value={query.from}
        onChange={(event) =>
          event.currentTarget.value && onChange('from', event.currentTarget.value)
        }
      />
      <TextInput
        type="date"
        label="To"
        value={query.to}
        onChange={(event) => event.currentTarget.value && onChange('to', event.currentTarget.value)}
      />
      <Select
        label="Time zone"
        searchable
        w={260}
        data={zoneOptions.length ? zoneOptions : [{ value: 'UTC', label: 'UTC' }]}
        value={query.time_zone}
        onChange={(value) => value && onChange('tz', value)}
        allowDeselect={false}
      />
      <Stack gap={2}>
        <Text size="sm" fw={500} id="granularity-label">
          Granularity
        </Text>
        <SegmentedControl
          aria-labelledby="granularity-label"
          data={PASS_GRANULARITIES.map((value) => ({ value, label: `By ${value}` }))}
          value={query.granularity}
          onChange={(value) => onChange('granularity', value)}
        />
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={500} id="breakdown-label">
          Breakdown
        </Text>
        <SegmentedControl
          aria-labelledby="breakdown-label"
          data={PASS_DIMENSIONS.map((value) => ({ value, label: DIMENSION_LABELS[value] }))}
          value={query.by}
          onChange={(value) => onChange('by', value)}
        />
      </Stack>
    </Group>
  );
}
