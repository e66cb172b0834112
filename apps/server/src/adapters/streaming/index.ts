import { asc, eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDbOrTx } from '../../db/client';
import { wowzaServers } from '../../db/schema';
import { SecretUnreadableError, type TSecretBox } from '../../lib/secrets';
import { readStreamDestinations } from './destinations';
import { simulatorAdapter } from './simulator';
import type { StreamingAdapter } from './types';
import { wowzaAdapter } from './wowza';
import type { TWowzaConnection } from './wowza-client';

export { STREAM_KEY_COLUMN } from './destinations';
export * from './types';
export type { TWowzaConnection } from './wowza-client';

export type StreamingProvider = {
  /**
   * The engine live events stream through now: the first enabled saved Wowza server,
   * else the configured default (WOWZA_REST_URL), else the embedded simulator. Read
   * per call, so a saved change takes effect at once in every process.
   */
  resolve: (db: TDbOrTx) => Promise<StreamingAdapter & { serverId: number | null }>;
};

/** Always the simulator: the demo seed never pushes to a real engine. */
export const simulatorStreaming: StreamingProvider = {
  resolve: async () => ({ ...simulatorAdapter, serverId: null }),
};

/** Where a saved server's password is sealed (the additional data of its encryption). */
export const WOWZA_PASSWORD_COLUMN = 'wowza_servers.password';

/** The password of a saved server, opened; a key that does not fit fails each call, never a 500. */
function openPassword(sealed: string | null, secrets: TSecretBox) {
  try {
    return { password: secrets.open(sealed, WOWZA_PASSWORD_COLUMN) };
  } catch (error) {
    if (error instanceof SecretUnreadableError)
      return { password: null, unreadable: error.message };
    throw error;
  }
}

/** The connection of a saved server. */
export function connectionOf(
  row: typeof wowzaServers.$inferSelect,
  timeoutMs: number,
  secrets: TSecretBox,
): TWowzaConnection {
  return {
    baseUrl: row.baseUrl,
    application: row.application,
    auth: row.auth,
    username: row.username,
    ...openPassword(row.password, secrets),
    timeoutMs,
  };
}

export function createStreaming(config: TConfig, secrets: TSecretBox): StreamingProvider {
  const timeoutMs = config.WOWZA_TIMEOUT_MS;
  const configured: TWowzaConnection | null = config.WOWZA_REST_URL
    ? {
        baseUrl: config.WOWZA_REST_URL.replace(/\/+$/, ''),
        application: config.WOWZA_APPLICATION,
        auth: config.WOWZA_AUTH,
        username: config.WOWZA_USERNAME ?? null,
        password: config.WOWZA_PASSWORD ?? null,
        timeoutMs,
      }
    : null;
  return {
    resolve: async (db) => {
      const destinations = () => readStreamDestinations(db, secrets);
      const [row] = await db
        .select()
        .from(wowzaServers)
        .where(eq(wowzaServers.enabled, true))
        .orderBy(asc(wowzaServers.id))
        .limit(1);
      if (row)
        return {
          ...wowzaAdapter(connectionOf(row, timeoutMs, secrets), 'settings', destinations),
          serverId: row.id,
        };
      if (configured)
        return { ...wowzaAdapter(configured, 'config', destinations), serverId: null };
      return { ...simulatorAdapter, serverId: null };
    },
  };
}
