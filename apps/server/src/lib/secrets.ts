import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets kept in the database (Wowza passwords, stream keys, mail and Redash credentials) are
 * stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url), AES-256-GCM under the key of SECRET_KEY.
 * The column's name is the additional data, so a value copied into another column does not open.
 */
const PREFIX = 'enc:v1:';
const KEY_FILE = 'secret.key';

export class SecretUnreadableError extends Error {}

export type TSecretBox = {
  /** Null and empty text stay null: nothing to hide. */
  seal(plain: string | null | undefined, column: string): string | null;
  /** The plain text of a sealed value; throws SecretUnreadableError when the key does not fit. */
  open(sealed: string | null, column: string): string | null;
  /** An HMAC-SHA256 (base64url) of `text` under a key of its own for `purpose` (signed links). */
  mac(purpose: string, text: string): string;
};

export const isSealed = (value: string | null) => Boolean(value?.startsWith(PREFIX));

/** SECRET_KEY as 64 hex digits or 32 bytes in base64; anything else is refused by the config. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(trimmed) ? bytes : null;
}

/**
 * The configured key, or outside production one generated once into the data folder
 * (`<DATA_DIR>/secret.key`), so a fresh machine works and a restart still opens what it sealed.
 */
export function loadSecretKey(config: { SECRET_KEY?: string; dataDir: string }): Buffer {
  if (config.SECRET_KEY) {
    const key = parseSecretKey(config.SECRET_KEY);
    if (!key) throw new Error('SECRET_KEY must be 64 hex digits or 32 bytes in base64');
    return key;
  }
  const file = join(config.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // Written whole under a private name, then linked in: a second process starting on the same
    // folder either links first (and this one reads its key) or never sees a half-written file.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = parseSecretKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a key: remove it or set SECRET_KEY`);
  return key;
}

export function createSecretBox(key: Buffer): TSecretBox {
  const macKeys = new Map<string, Buffer>();
  return {
    mac(purpose, text) {
      let macKey = macKeys.get(purpose);
      if (!macKey) {
        // A key per purpose, derived from SECRET_KEY: a signature made for one use fits no other.
        macKey = createHmac('sha256', key).update(`mac:${purpose}`).digest();
        macKeys.set(purpose, macKey);
      }
      return createHmac('sha256', macKey).update(text).digest('base64url');
    },
    seal(plain, column) {
      if (!plain) return null;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(column));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join(':')}`;
    },
    open(sealed, column) {
      if (!sealed) return null;
      const [iv, tag, body] = sealed.startsWith(PREFIX)
        ? sealed.slice(PREFIX.length).split(':')
        : [];
      if (!iv || !tag || body === undefined) {
        throw new SecretUnreadableError(`The saved ${column} is not sealed: save it again`);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(column));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretUnreadableError(
          `The saved ${column} cannot be opened with this SECRET_KEY: enter it again`,
        );
      }
    },
  };
}
