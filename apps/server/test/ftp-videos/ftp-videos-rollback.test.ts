import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { restoreStaleClaims } from '../../src/services/ftp-videos/ftp-file-claim';
import { signedInApp } from '../support';
import { dropFile, importFile, inFtp, mediaDir, mediaFiles } from './helpers';

const t = signedInApp();
beforeAll(async () => {
  // Real database failures, one while inserting and one only at commit (after the file moved).
  await t.db.execute(sql`
    CREATE FUNCTION test_refuse_video() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.title = TG_ARGV[0] THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
      RETURN NEW;
    END $$`);
  await t.db.execute(sql`
    CREATE TRIGGER test_refuse_on_insert BEFORE INSERT ON video_projects
    FOR EACH ROW EXECUTE FUNCTION test_refuse_video('fail on insert')`);
  await t.db.execute(sql`
    CREATE CONSTRAINT TRIGGER test_refuse_at_commit AFTER INSERT ON video_projects
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION test_refuse_video('fail at commit')`);
});

const videoCount = async () => {
  const result = await t.db.execute(sql`select count(*)::int as n from video_projects`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

it.each([
  'fail on insert',
  'fail at commit',
])('leaves the file waiting when the database says no (%s)', async (title) => {
  const name = `${title.replaceAll(' ', '-')}.mp4`;
  dropFile(t, name, 333);
  const before = await videoCount();
  const response = await importFile(t.app, t.cookie, { file_name: name, locale: 'en', title });
  expect(response.statusCode).toBe(500);
  expect(response.json().errors[0].code).toBe('internal');
  expect(await videoCount()).toBe(before);
  expect(inFtp(t, name)).toBe(true);
  // The media copy is named after the external name, here the same as the file name.
  expect(mediaFiles(t)).not.toContain(name);

  const retried = await importFile(t.app, t.cookie, { file_name: name, locale: 'en' });
  expect(retried.statusCode).toBe(201);
  expect(inFtp(t, name)).toBe(false);
  expect(mediaFiles(t)).toContain(name);
});

it('takes the video back and leaves the file waiting when the move after commit fails', async () => {
  dropFile(t, 'blocked-move.mp4', 444);
  const before = await videoCount();
  // A plain file where the media folder should be: the move after commit cannot happen.
  rmSync(mediaDir(t), { recursive: true, force: true });
  writeFileSync(mediaDir(t), 'not a folder');
  try {
    const response = await importFile(t.app, t.cookie, {
      file_name: 'blocked-move.mp4',
      locale: 'en',
    });
    expect(response.statusCode).toBe(500);
    expect(await videoCount()).toBe(before);
    expect(inFtp(t, 'blocked-move.mp4')).toBe(true);
    const undone = await t.db.execute(
      sql`select after from history_entries where action = 'import_undone' order by id desc limit 1`,
    );
    const rows = (undone as unknown as { rows: { after: { reason: string } }[] }).rows;
    expect(rows[0]?.after.reason).toBeTruthy();
  } finally {
    rmSync(mediaDir(t), { force: true });
  }
  const retried = await importFile(t.app, t.cookie, {
    file_name: 'blocked-move.mp4',
    locale: 'en',
  });
  expect(retried.statusCode).toBe(201);
  expect(mediaFiles(t)).toContain('blocked-move.mp4');
  expect(inFtp(t, 'blocked-move.mp4')).toBe(false);
});

it('answers 409 while a file is claimed, and puts back claims a dead import left', async () => {
  const claims = join(t.config.ftpDir, '.importing');
  mkdirSync(claims, { recursive: true });
  writeFileSync(join(claims, 'orphan.mp4'), 'footage');
  dropFile(t, 'orphan.mp4');
  writeFileSync(join(claims, 'busy.mp4'), 'footage');

  const busy = await importFile(t.app, t.cookie, { file_name: 'busy.mp4', locale: 'en' });
  expect(busy.statusCode).toBe(409);
  expect(busy.json().errors[0].message).toBe(
    '“busy.mp4” was already imported, or is being imported right now.',
  );

  await restoreStaleClaims(t.config.ftpDir, new Date());
  expect(inFtp(t, 'busy.mp4')).toBe(false);
  await restoreStaleClaims(t.config.ftpDir, new Date(Date.now() + 2 * 3_600_000));
  expect(inFtp(t, 'busy.mp4')).toBe(true);
  // A new upload took the name meanwhile: the old one comes back beside it.
  expect(inFtp(t, 'orphan.mp4')).toBe(true);
  expect(inFtp(t, 'orphan-restored-2.mp4')).toBe(true);
});
