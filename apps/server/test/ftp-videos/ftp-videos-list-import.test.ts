import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, historyRows, signedInApp, signIn } from '../support';
import { dropFile, FTP_URL, importFile, inFtp, mediaDir, mediaFiles } from './helpers';

const t = signedInApp('new_output');

const list = async () => {
  const response = await t.send('GET', FTP_URL);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    files: { name: string; size: number; modified_at: string }[];
    count: number;
  };
};

describe('GET ftp_videos', () => {
  it('creates the FTP folder at start, inside DATA_DIR by default', async () => {
    expect(t.config.ftpDir).toBe(join(t.dataDir, 'ftp'));
    expect(await list()).toEqual({ files: [], count: 0 });
  });

  it('lists video files only, newest first, with size and modified time', async () => {
    dropFile(t, 'older.mov', 2048, 60);
    dropFile(t, 'newest.MP4', 10, 1);
    dropFile(t, 'middle clip.mxf', 5, 30);
    dropFile(t, 'notes.txt', 5, 0);
    dropFile(t, 'no-extension', 5, 0);
    dropFile(t, '.hidden.mp4', 5, 0);
    mkdirSync(join(t.config.ftpDir, 'folder.mp4'));
    symlinkSync('/etc/hostname', join(t.config.ftpDir, 'link.mp4'));

    const { files, count } = await list();
    expect(files.map((file) => file.name)).toEqual(['newest.MP4', 'middle clip.mxf', 'older.mov']);
    expect(count).toBe(3);
    expect(files[2]?.size).toBe(2048);
    const age = Date.now() - Date.parse(files[2]?.modified_at ?? '');
    expect(age).toBeGreaterThan(59 * 60_000);
    expect(age).toBeLessThan(61 * 60_000);
  });
});

it('answers an empty list, and makes the folder again, when someone removed it', async () => {
  const other = await createTestApp();
  try {
    const otherCookie = await signIn(other.app, await createAdmin(other.db));
    rmSync(other.config.ftpDir, { recursive: true });
    const response = await other.app.inject({ url: FTP_URL, headers: { cookie: otherCookie } });
    expect(response.json()).toEqual({ files: [], count: 0 });
    expect(existsSync(other.config.ftpDir)).toBe(true);
    dropFile(other, 'again.mp4');
    const again = await other.app.inject({ url: FTP_URL, headers: { cookie: otherCookie } });
    expect(again.json().count).toBe(1);
  } finally {
    await other.close();
  }
});

describe('POST ftp_videos/import', () => {
  it('makes a draft video named after the file and moves the file to the media folder', async () => {
    dropFile(t, 'Flood in Paris_2024 (v2).mp4', 4096, 5);
    const response = await importFile(t.app, t.cookie, {
      file_name: 'Flood in Paris_2024 (v2).mp4',
      locale: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const video = response.json();
    expect(video).toMatchObject({
      external_name: 'flood-in-paris-2024-v2',
      title: 'Flood in Paris 2024 (v2)',
      locale: 'fr',
      status: 'draft',
      published_at: null,
    });

    expect(inFtp(t, 'Flood in Paris_2024 (v2).mp4')).toBe(false);
    expect((await list()).files.map((file) => file.name)).not.toContain(
      'Flood in Paris_2024 (v2).mp4',
    );
    const moved = join(mediaDir(t), 'flood-in-paris-2024-v2.mp4');
    expect(readFileSync(moved).length).toBe(4096);

    const page = await t.send('GET', `/api/admin/content/video_projects/${video.id}`);
    expect(page.json()).toMatchObject({ id: video.id, title: 'Flood in Paris 2024 (v2)' });
    const history = await historyRows(t.db, 'video', video.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'import' });
    expect(history[0]?.after).toMatchObject({ source_file: 'Flood in Paris_2024 (v2).mp4' });
  });

  it('uses the title given and keeps external names unique', async () => {
    dropFile(t, 'flood in paris 2024 v2.mov');
    const response = await importFile(t.app, t.cookie, {
      file_name: 'flood in paris 2024 v2.mov',
      locale: 'en',
      title: '  Floods, second take  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      external_name: 'flood-in-paris-2024-v2-2',
      title: 'Floods, second take',
    });
    expect(mediaFiles(t)).toContain('flood-in-paris-2024-v2-2.mov');
  });

  it('answers 409 to the second of two imports of one file at once, and makes one video', async () => {
    dropFile(t, 'race.mp4');
    const answers = await Promise.all([
      importFile(t.app, t.cookie, { file_name: 'race.mp4', locale: 'en' }),
      importFile(t.app, t.cookie, { file_name: 'race.mp4', locale: 'en' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().errors[0]).toMatchObject({ code: 'conflict', field: 'file_name' });
    expect(mediaFiles(t).filter((name) => name.startsWith('race'))).toEqual(['race.mp4']);
  });

  it('answers 404 for a name that is not waiting', async () => {
    const response = await importFile(t.app, t.cookie, {
      file_name: 'never-there.mp4',
      locale: 'en',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({
      code: 'not_found',
      field: 'file_name',
      message: 'No file “never-there.mp4” is waiting in the FTP folder.',
    });
  });

  it.each([
    ['../secret.mp4', 'not a path'],
    ['..', 'not a path'],
    ['sub/dir.mp4', 'not a path'],
    ['..\\up.mp4', 'not a path'],
    ['/etc/passwd.mp4', 'not a path'],
    ['.hidden.mp4', 'Hidden files'],
    ['notes.txt', 'Only video files'],
    ['bad\u0001name.mp4', 'control characters'],
    ['bad\u0000name.mp4', 'cannot be stored'],
  ])('refuses %j with 422', async (fileName, message) => {
    const response = await importFile(t.app, t.cookie, { file_name: fileName, locale: 'en' });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ code: 'invalid', field: 'file_name' });
    expect(error.message).toContain(message);
  });

  it('refuses a traversal even when the target exists, and leaves it alone', async () => {
    writeFileSync(join(t.dataDir, 'outside.mp4'), 'x');
    const response = await importFile(t.app, t.cookie, {
      file_name: '../outside.mp4',
      locale: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(readFileSync(join(t.dataDir, 'outside.mp4'), 'utf8')).toBe('x');
  });

  it('refuses links and folders that carry a video name', async () => {
    const response = await importFile(t.app, t.cookie, { file_name: 'link.mp4', locale: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toContain('plain files');
  });

  it('refuses an unknown locale and leaves the file waiting', async () => {
    dropFile(t, 'kept.mp4');
    const response = await importFile(t.app, t.cookie, { file_name: 'kept.mp4', locale: 'xx' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'locale', message: 'Unknown locale' });
    expect(inFtp(t, 'kept.mp4')).toBe(true);
    expect((await list()).files.map((file) => file.name)).toContain('kept.mp4');
  });
});
