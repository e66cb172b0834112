import type { TReleaseNote, TReleaseNoteCreate, TReleaseNoteUpdate } from '@newsroom/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { releaseNotes } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { lastReadIdOf, presentReleaseNote, releaseNoteSnapshot } from './read-release-notes';

async function assertVersionFree(db: TDbOrTx, version: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: releaseNotes.id })
    .from(releaseNotes)
    .where(
      and(eq(releaseNotes.version, version), exceptId ? ne(releaseNotes.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) {
    throw new HttpError(
      422,
      'taken',
      'release_note.version',
      'This version has its notes already.',
    );
  }
}

/** A new note: unread for every admin, the author included until they open "What's new". */
export async function createReleaseNote(
  db: TDbOrTx,
  actorId: number,
  input: TReleaseNoteCreate['release_note'],
  now: Date,
): Promise<TReleaseNote> {
  await assertVersionFree(db, input.version);
  const [row] = await db
    .insert(releaseNotes)
    .values({
      version: input.version,
      releasedOn: input.released_on,
      body: input.body,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    })
    // Two saves of one version at once: the loser hears "taken" like a later one.
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new HttpError(
      422,
      'taken',
      'release_note.version',
      'This version has its notes already.',
    );
  }
  await recordHistory(db, {
    subjectType: 'release_note',
    subjectId: row.id,
    action: 'create',
    actorId,
    after: releaseNoteSnapshot(row),
  });
  return presentReleaseNote(row, await lastReadIdOf(db, actorId));
}

/** Changes a note; a revision other than the saved one answers 409. Read marks stay. */
export async function updateReleaseNote(
  db: TDbOrTx,
  actorId: number,
  id: number,
  change: TReleaseNoteUpdate['release_note'],
  now: Date,
): Promise<TReleaseNote> {
  const [current] = await db
    .select()
    .from(releaseNotes)
    .where(eq(releaseNotes.id, id))
    .for('update');
  if (!current) throw notFound();
  if (current.revision !== change.revision) throw conflict();
  await assertVersionFree(db, change.version, id);
  const [row] = await db
    .update(releaseNotes)
    .set({
      version: change.version,
      releasedOn: change.released_on,
      body: change.body,
      revision: sql`${releaseNotes.revision} + 1`,
      updatedAt: now,
    })
    .where(and(eq(releaseNotes.id, id), eq(releaseNotes.revision, change.revision)))
    .returning();
  if (!row) throw conflict();
  await recordHistory(db, {
    subjectType: 'release_note',
    subjectId: id,
    action: 'update',
    actorId,
    before: releaseNoteSnapshot(current),
    after: releaseNoteSnapshot(row),
  });
  return presentReleaseNote(row, await lastReadIdOf(db, actorId));
}

/** Removes a note; its history stays readable by id. */
export async function deleteReleaseNote(db: TDbOrTx, actorId: number, id: number): Promise<null> {
  const [row] = await db.delete(releaseNotes).where(eq(releaseNotes.id, id)).returning();
  if (!row) throw notFound();
  await recordHistory(db, {
    subjectType: 'release_note',
    subjectId: id,
    action: 'delete',
    actorId,
    before: releaseNoteSnapshot(row),
  });
  return null;
}
