import { Stack, Title } from '@mantine/core';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useGeneralSettings, useGeneralSettingsHistory } from '../api/general-settings-api';
import { GeneralSettingsForm } from '../components/general-settings-form';

const HISTORY_ACTIONS = { update: 'Changed', update_with_secret: 'Changed (with the API key)' };

/** /settings/general: the platform-wide settings, applied at once by every server process. */
export default function GeneralSettingsScreen() {
  usePageTitle('General settings');
  const settings = useGeneralSettings();
  const history = useGeneralSettingsHistory();
  return (
    <Stack gap="md">
      <Title order={2}>General settings</Title>
      <QueryState query={settings} what="general settings">
        {(data) => <GeneralSettingsForm settings={data} />}
      </QueryState>
      <Title order={3} mt="xl">
        History
      </Title>
      <HistoryView history={history} actions={HISTORY_ACTIONS} />
    </Stack>
  );
}
