import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TAdminPreferences } from '@newsroom/contract';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { browserZone, DateTime } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useTimeZones } from '../../../lib/reference/reference-api';
import { usePreferences } from '../../../lib/session/preferences-api';
import { useSavePreferences } from '../../../lib/session/save-preferences';

/** The Select's value for "no choice": the browser's zone. */
const BROWSER = '';

/** /preferences: the admin's own settings, today the time zone every date is shown in. */
export default function PreferencesScreen() {
  const preferences = usePreferences();
  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>My preferences</Title>
      <QueryState query={preferences} what="preferences">
        {(data) => <PreferencesForm key={data.time_zone ?? BROWSER} saved={data} />}
      </QueryState>
    </Stack>
  );
}

function PreferencesForm({ saved }: { saved: TAdminPreferences }) {
  const zones = useTimeZones();
  const save = useSavePreferences();
  const [zone, setZone] = useState(saved.time_zone ?? BROWSER);
  const [error, setError] = useState<string | null>(null);
  const dirty = zone !== (saved.time_zone ?? BROWSER);
  const { dialog } = useUnsavedChanges(dirty);
  const { submit, busy } = useSubmitOnce(async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ time_zone: zone === BROWSER ? null : zone });
      pushNotification({ type: 'success', title: 'Preferences saved' });
    } catch (failure) {
      // A refused zone shows by its field; anything else as a toast.
      if (failure instanceof ApiRequestError && failure.status === 422) {
        setError(failure.errors[0]?.message ?? errorMessage(failure));
      } else {
        pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(failure) });
      }
    }
  });
  const data = [
    { value: BROWSER, label: `This browser's zone (${browserZone()})` },
    ...(zones.data?.time_zones ?? []).map((item) => ({
      value: item.name,
      label: `${item.name} (UTC${item.offset})`,
    })),
  ];
  return (
    <Paper withBorder p="md" component={Form} onSubmit={submit} noValidate aria-label="Preferences">
      {dialog}
      <Stack>
        <Select
          label="Time zone"
          description="Every date and time in the back office is shown in this zone (UTC on hover)."
          searchable
          allowDeselect={false}
          data={data}
          value={zone}
          onChange={(value) => setZone(value ?? BROWSER)}
          error={error}
          nothingFoundMessage="No zone of that name"
        />
        <Text size="sm" c="dimmed">
          Now: <DateTime value={new Date()} />
        </Text>
        <Group>
          <Button type="submit" loading={busy} disabled={!dirty}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
