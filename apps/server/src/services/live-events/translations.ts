import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEventTranslations } from '../../db/schema';
import { recordHistory } from '../history';
import { findLiveEvent } from './find-live-event';

const present = (row: { locale: string; title: string; description: string }) => ({
  locale: row.locale,
  title: row.title,
  description: row.description,
});

export async function listTranslations(db: TDbOrTx, slugOrId: string) {
  const event = await findLiveEvent(db, slugOrId);
  const rows = await db
    .select()
    .from(liveEventTranslations)
    .where(eq(liveEventTranslations.eventId, event.id))
    .orderBy(liveEventTranslations.locale);
  return {
    event: { id: event.id, slug: event.slug, title: event.title },
    translations: rows.map(present),
  };
}

/** PUT translations/{locale}: writes one locale, with before and after in the history. */
export async function saveTranslation(
  db: TDbOrTx,
  actorId: number | null,
  slugOrId: string,
  locale: string,
  values: { title: string; description: string },
) {
  const event = await findLiveEvent(db, slugOrId, { lock: true });
  const [current] = await db
    .select()
    .from(liveEventTranslations)
    .where(
      and(eq(liveEventTranslations.eventId, event.id), eq(liveEventTranslations.locale, locale)),
    );
  const [row] = await db
    .insert(liveEventTranslations)
    .values({ eventId: event.id, locale, ...values })
    .onConflictDoUpdate({
      target: [liveEventTranslations.eventId, liveEventTranslations.locale],
      set: values,
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: event.id,
    action: `translation:${locale}`,
    actorId,
    before: current ? present(current) : null,
    after: present(row),
  });
  return present(row);
}
