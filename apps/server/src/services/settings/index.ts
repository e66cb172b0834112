// What other areas use of the settings services; they import it from here only.
export { readGeneralSettings } from './general-settings';
