import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TTeletraxReport, TTeletraxSource } from './types';

const CLAIMED = '.importing';
const DONE = '.done';
const FAILED = '.failed';

const isReportName = (name: string) => !name.startsWith('.') && /\.csv$/i.test(name);
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The embedded default: CSV reports dropped into a folder (`TELETRAX_DIR`, default
 * `<DATA_DIR>/teletrax`). A report is claimed by renaming it into the hidden `.importing/`
 * folder (atomic: two processes never read the same file), then kept in `.done/` or `.failed/`
 * with the time it was read, so nothing is lost and nothing is read twice.
 */
export function folderSource(dir: string, now: () => Date): TTeletraxSource {
  const waiting = async () => {
    await mkdir(dir, { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    const files = await Promise.all(
      entries
        .filter((entry) => entry.isFile() && isReportName(entry.name))
        .map(async (entry) => {
          const stats = await stat(join(dir, entry.name)).catch(() => null);
          return stats ? { name: entry.name, at: stats.mtimeMs } : null;
        }),
    );
    return files
      .filter((file) => file !== null)
      .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name, 'en'))
      .map((file) => file.name);
  };

  async function claim(name: string): Promise<TTeletraxReport | null> {
    const stamp = now().toISOString().replace(/[:.]/g, '-');
    const claimed = join(dir, CLAIMED, `${stamp}-${name}`);
    await mkdir(join(dir, CLAIMED), { recursive: true });
    try {
      await rename(join(dir, name), claimed);
    } catch (error) {
      if (isMissing(error)) return null; // another process took it
      throw error;
    }
    return {
      name,
      open: () => createReadStream(claimed),
      settle: async (outcome) => {
        const folder = join(dir, outcome === 'done' ? DONE : FAILED);
        await mkdir(folder, { recursive: true });
        await rename(claimed, join(folder, `${stamp}-${name}`));
      },
    };
  }

  return {
    adapter: 'folder',
    waiting,
    take: async function* () {
      for (const name of await waiting()) {
        const report = await claim(name);
        if (report) yield report;
      }
    },
  };
}
