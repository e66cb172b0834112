/** The list's column headings after the selection column, shared by the table and its skeleton. */
export const VIDEO_COLUMNS = [
  'External name',
  'Title',
  'Locale',
  'Status',
  'Duration',
  'Published',
  'Price',
  'Views',
] as const;
