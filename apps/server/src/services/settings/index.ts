// What other areas use of the settings services; they import it from here only.
export {
  environmentLabelOf,
  readGeneralSettings,
  readGeneralSettingsRow,
} from './general-settings';
export { sealLegacySecrets } from './seal-legacy-secrets';
export { ensureStreamTargets, streamToDefaults } from './stream-targets';
