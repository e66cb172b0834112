import { fileExtension, type TFtpVideoImport, type TVideo } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, videoProjects } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history/record-history';
import { isUniqueViolation } from '../tags/tag-errors';
import { presentVideo } from '../videos/present-video';
import type { TClaimedFile } from './ftp-file-claim';
import { externalNameBase, freeExternalName, titleFromFileName } from './ftp-video-names';

/**
 * Makes a draft video project of a claimed FTP file and moves the file to the
 * media folder as `<external_name>.<ext>`. The move is the last step inside
 * the transaction, so a failed insert leaves the file where it was.
 */
export async function importFtpVideo(
  db: TDbOrTx,
  file: TClaimedFile,
  input: Omit<TFtpVideoImport, 'file_name'>,
  actorId: number | null,
  now: Date,
): Promise<TVideo> {
  const [locale] = await db.select().from(locales).where(eq(locales.code, input.locale));
  if (!locale) throw new HttpError(422, 'invalid', 'locale', 'Unknown locale');
  const externalName = await freeExternalName(db, externalNameBase(file.name));
  let row: typeof videoProjects.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(videoProjects)
      .values({
        externalName,
        locale: input.locale,
        title: input.title || titleFromFileName(file.name),
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
    after: { ...video, source_file: file.name },
  });
  await file.moveToMedia(`${externalName}.${fileExtension(file.name)}`);
  return video;
}
