import type { TVideo, TVideoUpdate } from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoProjects } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { presentVideo } from './present-video';

export async function findVideo(db: TDbOrTx, id: number): Promise<TVideo> {
  const [row] = await db.select().from(videoProjects).where(eq(videoProjects.id, id));
  if (!row) throw notFound();
  return presentVideo(row);
}

/** Saves only on the version the editor saw; someone else's newer edit answers 409, never lost. */
export async function updateVideo(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TVideoUpdate['video'],
  now: Date,
): Promise<TVideo> {
  const before = await findVideo(db, id);
  const [row] = await db
    .update(videoProjects)
    .set({
      title: change.title,
      description: change.description,
      status: change.status,
      price: change.price,
      publishedAt:
        change.status === 'published'
          ? sql`coalesce(${videoProjects.publishedAt}, ${now})`
          : undefined,
      version: sql`${videoProjects.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(videoProjects.id, id), eq(videoProjects.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const after = presentVideo(row);
  await recordHistory(db, {
    subjectType: 'video',
    subjectId: id,
    action: 'update',
    actorId,
    before,
    after,
  });
  return after;
}
