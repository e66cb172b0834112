// What other areas use of the settings services; they import it from here only.
export {
  environmentLabelOf,
  REDASH_API_KEY_COLUMN,
  readGeneralSettings,
  readGeneralSettingsRow,
} from './general-settings';
export { sealLegacySecrets } from './seal-legacy-secrets';
export { ensureStreamTargets, streamToDefaults } from './stream-targets';
