import type { TDbOrTx } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { REDASH_API_KEY_COLUMN, readGeneralSettingsRow } from '../settings';

type TRedash = { url: string; apiKey: string | null };

/** The Redash source when the general settings choose it (with its key opened), else null. */
export async function readRedashSource(db: TDbOrTx, secrets: TSecretBox): Promise<TRedash | null> {
  const row = await readGeneralSettingsRow(db);
  if (row.statisticsSource !== 'redash' || !row.redashUrl) return null;
  return { url: row.redashUrl, apiKey: secrets.open(row.redashApiKey, REDASH_API_KEY_COLUMN) };
}

/**
 * The configured dashboard or visualisation for one period: Redash passes `p_<name>` query
 * parameters to the query, and its embeds authenticate by `api_key` (a key the browser then
 * holds: use a query-only key, as Redash advises for embeds).
 */
export function redashEmbedUrl(redash: TRedash, period: string) {
  const url = new URL(redash.url);
  url.searchParams.set('p_period', period);
  if (redash.apiKey) url.searchParams.set('api_key', redash.apiKey);
  return url.toString();
}
