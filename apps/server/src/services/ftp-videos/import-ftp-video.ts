import { fileExtension, type TFtpVideoImport, type TVideo } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, videoProjects } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { isUniqueViolation } from '../tags';
import { presentVideo } from '../videos';
import { type TFtpDirs, withClaimedFtpFile } from './ftp-file-claim';
import { externalNameBase, freeExternalName, titleFromFileName } from './ftp-video-names';

type TImportInput = Omit<TFtpVideoImport, 'file_name'>;

/** The draft video of a claimed file and the name its media copy is to get. */
async function insertFtpVideo(
  db: TDbOrTx,
  fileName: string,
  input: TImportInput,
  actorId: number | null,
  now: Date,
): Promise<{ video: TVideo; mediaName: string }> {
  const [locale] = await db.select().from(locales).where(eq(locales.code, input.locale));
  if (!locale) throw new HttpError(422, 'invalid', 'locale', 'Unknown locale');
  const externalName = await freeExternalName(db, externalNameBase(fileName));
  let row: typeof videoProjects.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(videoProjects)
      .values({
        externalName,
        locale: input.locale,
        title: input.title || titleFromFileName(fileName),
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } catch (error) {
    // Only a video made outside this import path (not under our lock) can take the name.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  if (!row) throw new Error('video insert returned no row');
  const video = presentVideo(row);
  await recordHistory(db, {
    subjectType: 'video',
    subjectId: video.id,
    action: 'import',
    actorId,
    after: { ...video, source_file: fileName },
  });
  return { video, mediaName: `${externalName}.${fileExtension(fileName)}` };
}

/** The file could not be moved after all: the draft goes again, with a line in its history. */
async function undoFtpVideo(db: TDbOrTx, video: TVideo, actorId: number | null, reason: string) {
  await db.delete(videoProjects).where(eq(videoProjects.id, video.id));
  await recordHistory(db, {
    subjectType: 'video',
    subjectId: video.id,
    action: 'import_undone',
    actorId,
    before: video,
    after: { reason },
  });
}

/**
 * Turns a waiting FTP file into a draft video project with its file in the media
 * folder. The file is claimed first (so a second import answers 409), the video is
 * written in a transaction, and the file is moved only after commit: no file I/O
 * inside the transaction. If the move fails, a second transaction takes the video
 * back and the file returns to the FTP folder; if the transaction fails, the file does.
 */
export async function importFtpVideo(
  deps: { transact: TTransact; dirs: TFtpDirs },
  fileName: string,
  input: TImportInput,
  actorId: number | null,
  now: Date,
): Promise<TVideo> {
  return withClaimedFtpFile(deps.dirs, fileName, async (file) => {
    const { video, mediaName } = await deps.transact((tx) =>
      insertFtpVideo(tx, file.name, input, actorId, now),
    );
    try {
      await file.moveToMedia(mediaName);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.transact((tx) => undoFtpVideo(tx, video, actorId, reason));
      throw error;
    }
    return video;
  });
}
