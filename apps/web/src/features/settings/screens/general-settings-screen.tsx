import { useGeneralSettings, useGeneralSettingsHistory } from '../api/general-settings-api';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { SettingsPage } from '../components/settings-page';

const HISTORY_ACTIONS = { update: 'Changed', update_with_secret: 'Changed (with the API key)' };

/** /settings/general: the platform-wide settings, applied at once by every server process. */
export default function GeneralSettingsScreen() {
  const settings = useGeneralSettings();
  const history = useGeneralSettingsHistory();
  return (
    <SettingsPage
      title="General settings"
      settings={settings}
      form={(data) => <GeneralSettingsForm settings={data} />}
      history={history}
      historyActions={HISTORY_ACTIONS}
    />
  );
}
