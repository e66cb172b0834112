import { Table } from '@mantine/core';
import type { TBusinessCountry, TContentCountry, TContentRegion } from '@newsroom/contract';
import type { ReactNode } from 'react';
import { PlaceState } from './place-parts';

/** The row actions a screen puts at the end of each row. */
type TActions<T> = (row: T) => ReactNode;

export function RegionTable({
  regions,
  actions,
}: {
  regions: TContentRegion[];
  actions: TActions<TContentRegion>;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing={4} aria-label="Regions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Countries</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {regions.map((region) => (
          <Table.Tr key={region.id}>
            <Table.Td>{region.name}</Table.Td>
            <Table.Td>{region.countries_count}</Table.Td>
            <Table.Td>
              <PlaceState enabled={region.enabled} />
            </Table.Td>
            <Table.Td>{actions(region)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ContentCountryTable({
  countries,
  regionName,
  actions,
}: {
  countries: TContentCountry[];
  regionName: (id: number | null) => string;
  actions: TActions<TContentCountry>;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing={4} aria-label="Content countries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Region</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {countries.map((country) => (
          <Table.Tr key={country.id}>
            <Table.Td>{country.code}</Table.Td>
            <Table.Td>{country.name}</Table.Td>
            <Table.Td>{regionName(country.region_id)}</Table.Td>
            <Table.Td>
              <PlaceState enabled={country.enabled} />
            </Table.Td>
            <Table.Td>{actions(country)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function BusinessCountryTable({
  countries,
  actions,
}: {
  countries: TBusinessCountry[];
  actions: TActions<TBusinessCountry>;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing={4} aria-label="Business countries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>VAT</Table.Th>
          <Table.Th>Currency</Table.Th>
          <Table.Th>Sign-up</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {countries.map((country) => (
          <Table.Tr key={country.id}>
            <Table.Td>{country.code}</Table.Td>
            <Table.Td>{country.name}</Table.Td>
            <Table.Td>{country.vat_rate} %</Table.Td>
            <Table.Td>{country.currency}</Table.Td>
            <Table.Td>{country.signup_enabled ? 'Offered' : 'Not offered'}</Table.Td>
            <Table.Td>
              <PlaceState enabled={country.enabled} />
            </Table.Td>
            <Table.Td>{actions(country)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
