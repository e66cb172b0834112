import type { TWowzaServerCheck } from '@newsroom/contract';
import { connectionOf, StreamingError } from '../../adapters/streaming';
import { readMonitoring } from '../../adapters/streaming/wowza';
import type { TDbOrTx } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { findWowzaServer } from './wowza-servers';

/** Asks the saved server for its application's monitoring figures; a refusal is an answer, not an error. */
export async function checkWowzaServer(
  db: TDbOrTx,
  id: number,
  timeoutMs: number,
  secrets: TSecretBox,
): Promise<TWowzaServerCheck> {
  const row = await findWowzaServer(db, id);
  try {
    const figures = await readMonitoring(connectionOf(row, timeoutMs, secrets));
    return {
      ok: true,
      message: `Application ${row.application} answers`,
      uptime_seconds: figures.uptimeSeconds ?? null,
    };
  } catch (error) {
    if (!(error instanceof StreamingError)) throw error;
    return { ok: false, message: error.message, uptime_seconds: null };
  }
}
