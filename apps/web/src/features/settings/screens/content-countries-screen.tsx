import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TContentCountry, TContentRegion } from '@newsroom/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { ListPagination } from '../../../lib/list/list-pagination';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import {
  type TPlaceKind,
  useContentCountries,
  useContentRegions,
  useSaveContentCountry,
  useSaveRegion,
} from '../api/countries-api';
import { ContentCountryModal } from '../components/content-country-modal';
import { CountriesTabs } from '../components/countries-tabs';
import {
  PlaceDeleteModal,
  PlaceHistory,
  PlaceRowActions,
  type TPlace,
} from '../components/place-parts';
import { ContentCountryTable, RegionTable } from '../components/place-tables';
import { RegionModal } from '../components/region-modal';

export { contentCountriesScreenLoader as loader } from '../api/countries-api';

type TEditing =
  | { kind: 'content_country'; row: TContentCountry | null }
  | { kind: 'region'; row: TContentRegion | null };
type TChosen = { kind: TPlaceKind; place: TPlace };

/** Countries shown a page: a table of 200 rows of buttons is slow to draw on a small machine. */
const PER_PAGE = 25;

const matches = (country: TContentCountry, q: string) =>
  !q ||
  country.code.toLowerCase() === q.toLowerCase() ||
  country.name.toLowerCase().includes(q.toLowerCase());

/** /settings/countries/content: where footage comes from (videos, live events, planning). */
export default function ContentCountriesScreen() {
  usePageTitle('Content countries and regions');
  const countries = useContentCountries();
  const regions = useContentRegions();
  const saveCountry = useSaveContentCountry();
  const saveRegion = useSaveRegion();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const regionFilter = params.get('region');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TChosen | null>(null);
  const [historyOf, setHistoryOf] = useState<TChosen | null>(null);

  const setFilter = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        // A new search or region starts on the first page.
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const toggle = async (kind: TPlaceKind, place: TPlace & { version: number }) => {
    const change = { enabled: !place.enabled, version: place.version };
    try {
      if (kind === 'region') await saveRegion.mutateAsync({ id: place.id, change });
      else await saveCountry.mutateAsync({ id: place.id, change });
      pushNotification({
        type: 'success',
        title: `${place.name} ${change.enabled ? 'enabled' : 'disabled'}`,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not changed', message: errorMessage(error) });
    }
  };

  const actions =
    (kind: 'content_country' | 'region') =>
    (row: (TContentCountry | TContentRegion) & TPlace & { version: number }) => (
      <PlaceRowActions
        place={row}
        onEdit={() =>
          setEditing(
            kind === 'region'
              ? { kind, row: row as TContentRegion }
              : { kind, row: row as TContentCountry },
          )
        }
        onToggle={() => void toggle(kind, row)}
        onHistory={() => setHistoryOf({ kind, place: row })}
        onDelete={() => setDeleting({ kind, place: row })}
      />
    );

  const regionList = regions.data?.regions ?? [];
  const regionName = (id: number | null) =>
    regionList.find((region) => region.id === id)?.name ?? '—';

  return (
    <Stack gap="md">
      <Title order={2}>Countries</Title>
      <CountriesTabs />
      <Text size="sm" c="dimmed">
        Where footage comes from: videos, live events and the planning choose from these, and
        customers and territorial managers are placed in them. A disabled one is no longer offered
        for new choices but still shows on the records that have it.
      </Text>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>Regions</Title>
        <Button onClick={() => setEditing({ kind: 'region', row: null })}>Add region</Button>
      </Group>
      <QueryState query={regions} what="regions" isEmpty={(data) => data.regions.length === 0}>
        {(data) => <RegionTable regions={data.regions} actions={actions('region')} />}
      </QueryState>
      <Group justify="space-between" align="flex-end" mt="md">
        <Title order={3}>Countries</Title>
        <Button onClick={() => setEditing({ kind: 'content_country', row: null })}>
          Add country
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or code"
          value={q}
          onChange={(event) => setFilter('q', event.currentTarget.value)}
        />
        <Select
          label="Region"
          placeholder="Any region"
          clearable
          data={regionList.map((region) => ({ value: String(region.id), label: region.name }))}
          value={regionFilter}
          onChange={(value) => setFilter('region', value)}
        />
      </Group>
      <QueryState
        query={countries}
        what="countries"
        isEmpty={(data) => data.countries.length === 0}
      >
        {(data) => {
          const shown = data.countries.filter(
            (country) =>
              matches(country, q) && (!regionFilter || String(country.region_id) === regionFilter),
          );
          const onPage = shown.slice((page - 1) * PER_PAGE, page * PER_PAGE);
          return shown.length ? (
            <>
              <Text size="sm" c="dimmed">
                {shown.length} of {data.count} countries
              </Text>
              <ContentCountryTable
                countries={onPage}
                regionName={regionName}
                actions={actions('content_country')}
              />
              <ListPagination
                count={shown.length}
                perPage={PER_PAGE}
                page={page}
                onChange={(next) => setFilter('page', next > 1 ? String(next) : null)}
              />
            </>
          ) : (
            <Text>No country matches; clear the search or the region to see them all.</Text>
          );
        }}
      </QueryState>
      {historyOf && <PlaceHistory kind={historyOf.kind} place={historyOf.place} />}
      {editing?.kind === 'content_country' && (
        <ContentCountryModal
          country={editing.row}
          regions={regionList}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'region' && (
        <RegionModal region={editing.row} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <PlaceDeleteModal
          kind={deleting.kind}
          place={deleting.place}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
