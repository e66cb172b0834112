import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { wowzaServers } from '../../src/db/schema';
import {
  createSecretBox,
  loadSecretKey,
  parseSecretKey,
  SecretUnreadableError,
} from '../../src/lib/secrets';
import { sealLegacySecrets } from '../../src/services/settings';
import { cookieFor, createTestApp, type TTestApp } from '../support';

const KEY_A = 'a1'.repeat(32);
const KEY_B = Buffer.alloc(32, 7).toString('base64');

describe('sealing secrets (AES-256-GCM)', () => {
  const box = createSecretBox(parseSecretKey(KEY_A) as Buffer);

  it('opens what it sealed, with a fresh nonce each time', () => {
    const one = box.seal('stream-key-1', 'stream_targets.stream_key');
    const two = box.seal('stream-key-1', 'stream_targets.stream_key');
    expect(one).toMatch(/^enc:v1:/);
    expect(one).not.toBe(two);
    expect(box.open(one, 'stream_targets.stream_key')).toBe('stream-key-1');
    expect(box.seal('', 'x')).toBeNull();
    expect(box.open(null, 'x')).toBeNull();
  });

  it('refuses another column, another key, a changed byte and plain text', () => {
    const sealed = box.seal('pass', 'wowza_servers.password') as string;
    expect(() => box.open(sealed, 'general_settings.redash_api_key')).toThrow(
      SecretUnreadableError,
    );
    const other = createSecretBox(parseSecretKey(KEY_B) as Buffer);
    expect(() => other.open(sealed, 'wowza_servers.password')).toThrow(SecretUnreadableError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => box.open(tampered, 'wowza_servers.password')).toThrow(SecretUnreadableError);
    expect(() => box.open('pass', 'wowza_servers.password')).toThrow(SecretUnreadableError);
  });

  it('takes SECRET_KEY as 64 hex digits or 32 bytes of base64 only', () => {
    expect(parseSecretKey(KEY_A)?.length).toBe(32);
    expect(parseSecretKey(KEY_B)?.length).toBe(32);
    expect(parseSecretKey('short')).toBeNull();
    expect(() => loadConfig({ SECRET_KEY: 'not-a-key' })).toThrow(/SECRET_KEY/);
  });

  it('is required in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cms.example.com' }),
    ).toThrow(/SECRET_KEY is required in production/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://cms.example.com',
        SECRET_KEY: KEY_A,
      }).production,
    ).toBe(true);
  });

  it('outside production generates a key once into the data folder and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    try {
      const first = loadSecretKey({ dataDir });
      expect(existsSync(join(dataDir, 'secret.key'))).toBe(true);
      expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(first.toString('hex'));
      expect(loadSecretKey({ dataDir }).equals(first)).toBe(true);
      expect(loadSecretKey({ dataDir, SECRET_KEY: KEY_A }).toString('hex')).toBe(KEY_A);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('secrets in the database', () => {
  let t: TTestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp({ WOWZA_TIMEOUT_MS: '300' });
    cookie = await cookieFor(t, 'super_admin');
  });
  afterAll(() => t.close());

  it('seals a password an earlier version stored in plain text, at start', async () => {
    const [row] = await t.db
      .insert(wowzaServers)
      .values({ name: 'Legacy', baseUrl: 'http://127.0.0.1:9', password: 'plain-old-pass' })
      .returning();
    await sealLegacySecrets(t.db, t.app.secrets);
    await sealLegacySecrets(t.db, t.app.secrets);
    const [after] = await t.db
      .select()
      .from(wowzaServers)
      .where(eq(wowzaServers.id, row?.id ?? 0));
    expect(after?.password).toMatch(/^enc:v1:/);
    expect(t.app.secrets.open(after?.password ?? null, 'wowza_servers.password')).toBe(
      'plain-old-pass',
    );
  });

  it('a password sealed under another key makes the check fail with a message, not a 500', async () => {
    const foreign = createSecretBox(parseSecretKey(KEY_B) as Buffer);
    const [row] = await t.db
      .insert(wowzaServers)
      .values({
        name: 'Moved',
        baseUrl: 'http://127.0.0.1:9',
        password: foreign.seal('pass', 'wowza_servers.password'),
      })
      .returning();
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/admin/settings/wowza_servers/${row?.id}/check`,
      headers: { cookie },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: false, message: expect.stringMatching(/SECRET_KEY/) });
    const list = await t.app.inject({
      url: '/api/admin/settings/wowza_servers',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('enc:v1:');
  });
});
