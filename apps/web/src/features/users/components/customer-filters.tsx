import { Group, Select, TextInput } from '@mantine/core';
import { CUSTOMER_SORTS, createdRangeOf, PLAN_TYPES } from '@newsroom/contract';
import { ZonedDayRange } from '../../../lib/forms/zoned-day-input';
import type { useListParams } from '../../../lib/list/use-list-params';
import { useCountries } from '../../../lib/reference/reference-api';
import { useAccountManagers } from '../api/customers-api';

const SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  last_sign_in: 'Last sign-in',
};

export const planLabel = (type: string) =>
  type.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** Search, country, plan type, account manager, created range and sort, all kept in the URL. */
export function CustomerFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  const countries = useCountries();
  const managers = useAccountManagers();
  const set = (name: string) => (value: string | null) =>
    list.update((next) => (value ? next.set(name, value) : next.delete(name)));
  return (
    <Group align="start">
      <TextInput
        label="Search"
        placeholder="Name, e-mail or company"
        w={260}
        {...list.searchInput}
      />
      <Select
        label="Country"
        placeholder="Any country"
        searchable
        clearable
        w={200}
        data={(countries.data?.countries ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
        value={list.params.get('country_id')}
        onChange={set('country_id')}
      />
      <Select
        label="Plan"
        placeholder="Any plan"
        clearable
        w={170}
        data={PLAN_TYPES.map((type) => ({ value: type, label: planLabel(type) }))}
        value={list.params.get('plan_type')}
        onChange={set('plan_type')}
      />
      <Select
        label="Account manager"
        placeholder="Anyone"
        searchable
        clearable
        w={200}
        data={(managers.data?.account_managers ?? []).map((m) => ({
          value: String(m.id),
          label: m.name,
        }))}
        value={list.params.get('account_manager_id')}
        onChange={set('account_manager_id')}
      />
      <ZonedDayRange
        what="Created"
        w={190}
        range={createdRangeOf(list.params)}
        onChange={(edge, value) => set(edge === 'start' ? 'created_from' : 'created_to')(value)}
      />
      <Select
        label="Sort"
        w={160}
        data={CUSTOMER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        value={list.params.get('sort') ?? 'newest'}
        onChange={set('sort')}
        allowDeselect={false}
      />
    </Group>
  );
}
