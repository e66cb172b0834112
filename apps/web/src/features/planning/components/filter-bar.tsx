import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  addDays,
  dayKey,
  PLANNING_KINDS,
  PLANNING_STATUSES,
  type TPlanningFilters,
  type TPlanView,
} from '@newsroom/contract';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { useCountries } from '../../../lib/reference/reference-api';
import { exportUrl } from '../api/planning-api';

type TProps = {
  plan: TPlanView;
  filters: TPlanningFilters;
  /** Sets (or with null removes) URL parameters. */
  change: (values: Record<string, string | null>) => void;
};

/** View, days, kind, status and country, all kept in the URL; the exports take the same filters. */
export function FilterBar({ plan, filters, change }: TProps) {
  const zone = useAdminTimeZone();
  const countries = useCountries();
  const countryOptions = (countries.data?.countries ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="View"
        value={plan.view}
        onChange={(view) => change({ view })}
        data={[
          { value: 'week', label: 'Week' },
          { value: 'list', label: 'List' },
        ]}
      />
      {plan.view === 'week' ? (
        <Group gap={4}>
          <Button
            variant="default"
            onClick={() => change({ week: dayKey(addDays(plan.week, -7, zone), zone) })}
          >
            ‹ Previous week
          </Button>
          <Button variant="default" onClick={() => change({ week: null })}>
            This week
          </Button>
          <Button
            variant="default"
            onClick={() => change({ week: dayKey(addDays(plan.week, 7, zone), zone) })}
          >
            Next week ›
          </Button>
        </Group>
      ) : (
        <>
          <TextInput
            type="date"
            label={`From (${zone})`}
            value={dayKey(plan.from, zone)}
            onChange={(e) => change({ from: e.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label={`To (${zone})`}
            value={dayKey(plan.to, zone)}
            onChange={(e) => change({ to: e.currentTarget.value || null })}
          />
        </>
      )}
      <Select
        label="Kind"
        w={120}
        clearable
        data={[...PLANNING_KINDS]}
        value={plan.kind ?? null}
        onChange={(kind) => change({ kind })}
      />
      <Select
        label="Status"
        w={140}
        clearable
        data={[...PLANNING_STATUSES]}
        value={plan.status ?? null}
        onChange={(status) => change({ status })}
      />
      <Select
        label="Country"
        w={200}
        clearable
        searchable
        data={countryOptions}
        value={plan.country_id ? String(plan.country_id) : null}
        onChange={(country) => change({ country })}
      />
      <Group gap={4}>
        <Button component="a" variant="light" href={exportUrl('csv', filters)} download>
          CSV
        </Button>
        <Button component="a" variant="light" href={exportUrl('ics', filters)} download>
          iCalendar
        </Button>
      </Group>
    </Group>
  );
}
