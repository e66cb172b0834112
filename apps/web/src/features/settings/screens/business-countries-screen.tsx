import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { countryEndpoints, type TBusinessCountry } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useBusinessCountries, useSaveBusinessCountry } from '../api/countries-api';
import { useGeneralSettings } from '../api/general-settings-api';
import { BusinessCountryModal } from '../components/business-country-modal';
import { CountriesTabs } from '../components/countries-tabs';
import { PlaceDeleteModal, PlaceHistory, PlaceRowActions } from '../components/place-parts';
import { BusinessCountryTable } from '../components/place-tables';

/** /settings/countries/business: where customers are billed, with VAT rate and currency. */
export default function BusinessCountriesScreen() {
  usePageTitle('Business countries');
  const countries = useBusinessCountries();
  const general = useGeneralSettings();
  const save = useSaveBusinessCountry();
  const [editing, setEditing] = useState<{ row: TBusinessCountry | null } | null>(null);
  const [deleting, setDeleting] = useState<TBusinessCountry | null>(null);
  const [historyOf, setHistoryOf] = useState<TBusinessCountry | null>(null);

  const toggle = async (country: TBusinessCountry) => {
    const change = { enabled: !country.enabled, version: country.version };
    try {
      await save.mutateAsync({ id: country.id, change });
      pushNotification({
        type: 'success',
        title: `${country.name} ${change.enabled ? 'enabled' : 'disabled'}`,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not changed', message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Countries</Title>
        <Button onClick={() => setEditing({ row: null })}>Add business country</Button>
      </Group>
      <CountriesTabs />
      <Text size="sm" c="dimmed">
        Where customers are billed: the VAT rate and currency of their invoices, and whether the
        public site offers the country at sign-up. One that billing profiles name can only be
        disabled.
      </Text>
      <QueryState
        query={countries}
        what="business countries"
        isEmpty={(data) => data.countries.length === 0}
        empty="No business countries yet"
        emptyNext={{
          label: 'Add business country',
          onClick: () => setEditing({ row: null }),
          endpoint: countryEndpoints.createBusinessCountry,
        }}
      >
        {(data) => (
          <BusinessCountryTable
            countries={data.countries}
            actions={(country) => (
              <PlaceRowActions
                place={country}
                onEdit={() => setEditing({ row: country })}
                onToggle={() => void toggle(country)}
                onHistory={() => setHistoryOf(country)}
                onDelete={() => setDeleting(country)}
              />
            )}
          />
        )}
      </QueryState>
      {historyOf && <PlaceHistory kind="business_country" place={historyOf} />}
      {editing && (
        <BusinessCountryModal
          country={editing.row}
          defaultCurrency={general.data?.default_currency ?? 'EUR'}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <PlaceDeleteModal
          kind="business_country"
          place={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
