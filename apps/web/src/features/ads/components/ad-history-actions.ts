/** Words for the actions the area records, besides the common ones (created, changed, moved, deleted). */
export const AD_HISTORY_ACTIONS: Record<string, string> = {
  duplicate: 'Copied from another locale',
  duplicate_to: 'Copied to other locales',
  image_upload: 'Image uploaded',
  image_remove: 'Image removed',
  ended_by_alert: 'Ended by a newer alert',
  switched_off_by_alert: 'Switched off by a newer alert',
};

/** A name for the record from its history, when the record itself is gone. */
export function nameFromHistory(
  entries: { before: unknown; after: unknown }[],
  key: 'title' | 'text',
): string | undefined {
  for (const entry of entries) {
    const value = ((entry.after ?? entry.before) as Record<string, unknown> | null)?.[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}
