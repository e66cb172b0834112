import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TTestApp } from '../support';

export const FTP_URL = '/api/admin/content/ftp_videos';
export const IMPORT_URL = `${FTP_URL}/import`;

/** Writes `name` into the app's FTP folder with `size` bytes, last modified `minutesAgo`. */
export function dropFile(t: TTestApp, name: string, size = 1024, minutesAgo = 0) {
  mkdirSync(t.config.ftpDir, { recursive: true });
  const path = join(t.config.ftpDir, name);
  writeFileSync(path, Buffer.alloc(size, 7));
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(path, at, at);
  return path;
}

export const mediaDir = (t: TTestApp) => join(t.dataDir, 'media', 'videos');
export const inFtp = (t: TTestApp, name: string) => existsSync(join(t.config.ftpDir, name));
export const mediaFiles = (t: TTestApp) =>
  existsSync(mediaDir(t)) ? readdirSync(mediaDir(t)).sort() : [];

export function importFile(app: FastifyInstance, cookie: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: IMPORT_URL,
    headers: { cookie },
    payload: body as object,
  });
}
