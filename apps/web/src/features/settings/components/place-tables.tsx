import type { TBusinessCountry, TContentCountry, TContentRegion } from '@newsroom/contract';
import type { ReactNode } from 'react';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { PlaceState } from './place-parts';

/** The row actions a screen puts at the end of each row. */
type TActions<T> = (row: T) => ReactNode;
type TPlace = { id: number; code?: string; name: string; enabled: boolean };

/** Code and name first, the state and the row's actions last, the kind's own columns between. */
function PlaceTable<T extends TPlace>({
  label,
  rows,
  columns,
  actions,
  withCode = true,
}: {
  label: string;
  rows: T[];
  columns: TColumn<T>[];
  actions: TActions<T>;
  withCode?: boolean;
}) {
  const all: TColumn<T>[] = [
    ...(withCode ? [{ header: 'Code', cell: (row: T) => row.code }] : []),
    { header: 'Name', cell: (row) => row.name },
    ...columns,
    { header: 'State', cell: (row) => <PlaceState enabled={row.enabled} /> },
    { header: '', label: 'Actions', cell: actions },
  ];
  return (
    <DataTable
      label={label}
      rows={rows}
      columns={all}
      rowKey={(row) => row.id}
      highlightOnHover
      verticalSpacing={4}
    />
  );
}

export const RegionTable = ({
  regions,
  actions,
}: {
  regions: TContentRegion[];
  actions: TActions<TContentRegion>;
}) => (
  <PlaceTable
    label="Regions"
    rows={regions}
    withCode={false}
    columns={[{ header: 'Countries', cell: (region) => region.countries_count }]}
    actions={actions}
  />
);

export const ContentCountryTable = ({
  countries,
  regionName,
  actions,
}: {
  countries: TContentCountry[];
  regionName: (id: number | null) => string;
  actions: TActions<TContentCountry>;
}) => (
  <PlaceTable
    label="Content countries"
    rows={countries}
    columns={[{ header: 'Region', cell: (country) => regionName(country.region_id) }]}
    actions={actions}
  />
);

export const BusinessCountryTable = ({
  countries,
  actions,
}: {
  countries: TBusinessCountry[];
  actions: TActions<TBusinessCountry>;
}) => (
  <PlaceTable
    label="Business countries"
    rows={countries}
    columns={[
      { header: 'VAT', cell: (country) => `${country.vat_rate} %`, align: 'right' },
      { header: 'Currency', cell: (country) => country.currency },
      {
        header: 'Sign-up',
        cell: (country) => (country.signup_enabled ? 'Offered' : 'Not offered'),
      },
    ]}
    actions={actions}
  />
);
