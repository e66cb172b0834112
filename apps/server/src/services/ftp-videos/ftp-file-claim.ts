import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, unlink } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { HttpError } from '../../lib/http-error';

/** Where a file waits, and where an imported one goes. */
export type TFtpDirs = { ftpDir: string; mediaDir: string };

/** A waiting file taken out of the listing for one import. */
export type TClaimedFile = {
  /** Its name in the ingest folder. */
  readonly name: string;
  /** Moves it to `<mediaDir>/<fileName>` (never over another file); returns the new path. */
  moveToMedia: (fileName: string) => Promise<string>;
};

/** Hidden, so the listing skips files an import is working on. */
const CLAIMS = '.importing';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Moves a file without ever replacing one already at `to`: a hard link fails
 * with EEXIST atomically, so two imports can never both take one file. Across
 * file systems (or where links are not allowed) an exclusive copy does the same.
 */
async function moveNoClobber(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP'].includes(codeOf(error) ?? '')) throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL);
  }
  await unlink(from);
}

/** The waiting file's path, refused when the name would lead anywhere but into the folder. */
function waitingPath(ftpDir: string, name: string): string {
  const path = resolve(ftpDir, name);
  if (dirname(path) !== resolve(ftpDir) || basename(path) !== name || name.startsWith('.')) {
    throw new HttpError(422, 'invalid', 'file_name', 'Give the name of a file in the FTP folder');
  }
  return path;
}

const alreadyTaken = (name: string) =>
  new HttpError(
    409,
    'conflict',
    'file_name',
    `“${name}” was already imported, or is being imported right now.`,
  );

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** Back where it was, or beside it as `<stem>-restored-N.<ext>` when a new upload took the name. */
async function putBack(current: string, ftpDir: string, name: string) {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; n < 100; n++) {
    const target = join(ftpDir, n === 1 ? name : `${stem}-restored-${n}${ext}`);
    try {
      return await moveNoClobber(current, target);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
  }
}

/**
 * Claims the waiting file `name` (moving it into a hidden folder, so a second
 * import of it answers 409), runs `work` with it, and when `work` fails puts
 * the file back where it was: a failed import never loses or hides a file.
 */
export async function withClaimedFtpFile<T>(
  dirs: TFtpDirs,
  name: string,
  work: (file: TClaimedFile) => Promise<T>,
): Promise<T> {
  const source = waitingPath(dirs.ftpDir, name);
  const claimDir = join(dirs.ftpDir, CLAIMS);
  const claimPath = join(claimDir, name);
  const stats = await lstat(source).catch((error) => {
    if (codeOf(error) !== 'ENOENT') throw error;
    return null;
  });
  if (!stats) {
    if (await exists(claimPath)) throw alreadyTaken(name);
    throw new HttpError(
      404,
      'not_found',
      'file_name',
      `No file “${name}” is waiting in the FTP folder.`,
    );
  }
  if (!stats.isFile()) {
    throw new HttpError(
      422,
      'invalid',
      'file_name',
      'Only plain files can be imported, not folders or links.',
    );
  }
  await mkdir(claimDir, { recursive: true });
  try {
    await moveNoClobber(source, claimPath);
  } catch (error) {
    // EEXIST: another import holds it; ENOENT: one took it since we looked.
    if (['EEXIST', 'ENOENT'].includes(codeOf(error) ?? '')) throw alreadyTaken(name);
    throw error;
  }
  let current = claimPath;
  const file: TClaimedFile = {
    name,
    moveToMedia: async (fileName) => {
      await mkdir(dirs.mediaDir, { recursive: true });
      const target = join(dirs.mediaDir, fileName);
      await moveNoClobber(current, target);
      current = target;
      return target;
    },
  };
  try {
    return await work(file);
  } catch (error) {
    // The import's own error is the one to answer with, even if putting back fails too.
    await putBack(current, dirs.ftpDir, name).catch(() => {});
    throw error;
  }
}

/**
 * Puts back files whose import never finished (the process died between
 * claiming and finishing). A claim's ctime is when it was claimed; anything
 * older than `olderThanMs` is no longer being worked on by any process.
 */
export async function restoreStaleClaims(ftpDir: string, now: Date, olderThanMs = 3_600_000) {
  const claimDir = join(ftpDir, CLAIMS);
  const names = await readdir(claimDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(claimDir, name);
    const stats = await lstat(path).catch(() => null);
    if (stats?.isFile() && now.getTime() - stats.ctimeMs > olderThanMs) {
      await putBack(path, ftpDir, name);
    }
  }
}
