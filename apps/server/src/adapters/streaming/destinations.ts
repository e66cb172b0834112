import type { TDbOrTx } from '../../db/client';
import { streamTargets } from '../../db/schema';
import type { TSecretBox } from '../../lib/secrets';
import { StreamingError } from './types';

/** Where a stream target's key is sealed (the additional data of its encryption). */
export const STREAM_KEY_COLUMN = 'stream_targets.stream_key';

/** Where the engine pushes one stream_to target (Settings → Transcoders → Stream targets). */
export type TStreamDestination = {
  target: string;
  enabled: boolean;
  ingestUrl: string | null;
  streamKey: string | null;
  /** Why the key could not be opened (another SECRET_KEY). */
  unreadable?: string;
};

/** Read per engine call, so a saved change is used by the next push in every process. */
export async function readStreamDestinations(
  db: TDbOrTx,
  secrets: TSecretBox,
): Promise<TStreamDestination[]> {
  const rows = await db.select().from(streamTargets);
  return rows.map((row) => {
    const base = { target: row.target, enabled: row.enabled, ingestUrl: row.ingestUrl };
    try {
      return { ...base, streamKey: secrets.open(row.streamKey, STREAM_KEY_COLUMN) };
    } catch (error) {
      return { ...base, streamKey: null, unreadable: (error as Error).message };
    }
  });
}

const SETTINGS_PLACE = 'Settings → Transcoders → Stream targets';

/** The destination of a target, or the engine failure that says what to set. */
export function destinationOf(destinations: TStreamDestination[], target: string) {
  const found = destinations.find((destination) => destination.target === target);
  if (!found?.ingestUrl) {
    throw new StreamingError(`No ingest address for ${target}: set one in ${SETTINGS_PLACE}`);
  }
  if (!found.enabled) throw new StreamingError(`${target} is disabled in ${SETTINGS_PLACE}`);
  if (found.unreadable) throw new StreamingError(`${target}: ${found.unreadable}`);
  return { ingestUrl: found.ingestUrl, streamKey: found.streamKey };
}
