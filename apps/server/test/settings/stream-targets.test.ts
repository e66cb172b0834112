import { STREAM_TARGET_KEYS } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { streamTargets } from '../../src/db/schema';
import { cookieFor, LIVE, STREAM_TARGETS, signedInApp } from '../support';

const t = signedInApp();

const list = async () =>
  (await t.send('GET', STREAM_TARGETS)).json().stream_targets as {
    target: string;
    version: number;
    default_on: boolean;
    enabled: boolean;
  }[];
const versionOf = async (target: string) =>
  (await list()).find((row) => row.target === target)?.version;
const patch = async (target: string, change: Record<string, unknown>) =>
  t.send('PATCH', `${STREAM_TARGETS}/${target}`, {
    stream_target: { version: await versionOf(target), ...change },
  });

describe('stream targets setting', () => {
  it('lists one destination per stream_to switch, on by default as SPEC §3 says', async () => {
    const rows = await list();
    expect(rows.map((row) => row.target)).toEqual([...STREAM_TARGET_KEYS]);
    // The defaults stay written out: they are SPEC §3's, a fixed expectation.
    expect(rows.filter((row) => row.default_on).map((row) => row.target)).toEqual([
      'custom_rtmp.full_hd',
      'facebook.base',
      'hls_full_hd',
      'vkontakte',
      'youtube',
    ]);
  });

  it('seals the stream key, never answers it, keeps it when left out and removes it with null', async () => {
    const key = 'live-key-abcdef-123456';
    const saved = await patch('youtube', {
      ingest_url: 'rtmp://a.rtmp.youtube.com/live2',
      stream_key: key,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(key);
    expect(saved.json()).toMatchObject({
      has_stream_key: true,
      ingest_url: 'rtmp://a.rtmp.youtube.com/live2',
    });
    const [row] = await t.db
      .select()
      .from(streamTargets)
      .where(eq(streamTargets.target, 'youtube'));
    expect(row?.streamKey).toMatch(/^enc:v1:/);
    expect(row?.streamKey).not.toContain(key);
    expect(t.app.secrets.open(row?.streamKey ?? null, 'stream_targets.stream_key')).toBe(key);

    const kept = await patch('youtube', { enabled: true });
    expect(kept.json().has_stream_key).toBe(true);
    const history = await t.send('GET', `${STREAM_TARGETS}/youtube/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().history.length).toBe(2);
    expect(history.body).not.toContain(key);

    const removed = await patch('youtube', { stream_key: null });
    expect(removed.json().has_stream_key).toBe(false);
  });

  it('refuses a stale version with 409', async () => {
    const version = await versionOf('srt');
    await patch('srt', { enabled: true });
    const stale = await t.send('PATCH', `${STREAM_TARGETS}/srt`, {
      stream_target: { version, enabled: false },
    });
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    [{ ingest_url: 'ftp://ingest.example.com/live' }, 'stream_target.ingest_url'],
    [{ ingest_url: 'not a url' }, 'stream_target.ingest_url'],
    [{ stream_key: 'k'.repeat(501) }, 'stream_target.stream_key'],
    [{ enabled: 'yes' }, 'stream_target.enabled'],
  ])('refuses %j with 422', async (change, field) => {
    const response = await patch('tvu', change);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe(field);
  });

  it('answers 422 for an unknown target', async () => {
    const response = await t.send('PATCH', `${STREAM_TARGETS}/myspace`, {
      stream_target: { version: 1 },
    });
    expect(response.statusCode).toBe(422);
  });

  it('a new live event takes its stream_to from the targets on by default and enabled', async () => {
    await patch('periscope', { default_on: true });
    await patch('vkontakte', { enabled: false });
    const defaults = await t.send('GET', `${LIVE}/stream_to_defaults`);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toMatchObject({ periscope: 1, vkontakte: 0, youtube: 1 });

    const created = await t.send('POST', `${LIVE}/events`, {
      event: { title: 'Stream defaults from settings' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().stream_to).toEqual(defaults.json());
  });

  it('is for super admins only; the defaults for new events follow the live-event access', async () => {
    const seo = await cookieFor(t, 'seo_admin');
    expect((await t.app.inject({ url: STREAM_TARGETS, headers: { cookie: seo } })).statusCode).toBe(
      403,
    );
    const live = await cookieFor(t, 'live_admin');
    expect(
      (await t.app.inject({ url: STREAM_TARGETS, headers: { cookie: live } })).statusCode,
    ).toBe(403);
    const defaults = await t.app.inject({
      url: `${LIVE}/stream_to_defaults`,
      headers: { cookie: live },
    });
    expect(defaults.statusCode).toBe(200);
  });
});
