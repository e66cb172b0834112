export const STATE_COLORS: Record<string, string> = {
  idle: 'gray',
  starting: 'yellow',
  broadcasting: 'green',
  errored: 'red',
  removed: 'dark',
};
