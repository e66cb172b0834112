import type { TDbOrTx } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { sealLegacyWowzaPasswords } from './wowza-servers';

/** Secrets stored in plain text by an earlier version are sealed at start (idempotent). */
export async function sealLegacySecrets(db: TDbOrTx, secrets: TSecretBox) {
  await sealLegacyWowzaPasswords(db, secrets);
}
