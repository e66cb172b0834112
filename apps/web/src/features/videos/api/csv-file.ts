// Shared with other areas' CSV exports; kept here under its old name for the videos area.
export { saveCsv } from '../../../lib/files/save-csv';
