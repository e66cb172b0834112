import { lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isFtpVideoName, type TFtpVideoFile, type TFtpVideoList } from '@newsroom/contract';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The video files waiting in the ingest folder, newest first. Hidden files
 * (our own import claims among them), sub-folders, links and other files are
 * left out; a file that vanishes while being listed is simply not shown.
 */
export async function listFtpVideos(ftpDir: string): Promise<TFtpVideoList> {
  const entries = await readdir(ftpDir, { withFileTypes: true }).catch(async (error) => {
    // Someone removed the folder while the server ran: it is empty, and ready again.
    if (!isMissing(error)) throw error;
    await mkdir(ftpDir, { recursive: true });
    return [];
  });
  const candidates = entries.filter(
    (entry) => entry.isFile() && !entry.name.startsWith('.') && isFtpVideoName(entry.name),
  );
  const files: TFtpVideoFile[] = [];
  await Promise.all(
    candidates.map(async (entry) => {
      try {
        const stats = await lstat(join(ftpDir, entry.name));
        if (!stats.isFile()) return;
        files.push({
          name: entry.name,
          size: stats.size,
          modified_at: stats.mtime.toISOString(),
        });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }),
  );
  files.sort(
    (a, b) => b.modified_at.localeCompare(a.modified_at) || a.name.localeCompare(b.name, 'en'),
  );
  return { files, count: files.length };
}
