import type { TTermsDraft, TTermsDraftSave } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { termsDrafts } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { recordHistory } from '../history';
import { readDraft } from './read-terms';
import { sanitizeTermsHtml } from './sanitize-terms-html';
import { assertTermsLocale } from './terms-rows';

/**
 * Saves the sanitised draft on the version the editor saw: null creates the first draft,
 * and answers 409 when someone saved one first; a number must match the stored one.
 */
export async function saveTermsDraft(
  db: TDbOrTx,
  actorId: number | null,
  locale: string,
  input: TTermsDraftSave,
  now: Date,
): Promise<TTermsDraft> {
  await assertTermsLocale(db, locale);
  const html = sanitizeTermsHtml(input.html);
  const [current] = await db
    .select()
    .from(termsDrafts)
    .where(eq(termsDrafts.locale, locale))
    .for('update');
  if (input.version === null) {
    if (current) throw conflict();
    const inserted = await db
      .insert(termsDrafts)
      .values({ locale, html, version: 1, updatedAt: now, updatedBy: actorId })
      .onConflictDoNothing()
      .returning({ locale: termsDrafts.locale });
    if (inserted.length === 0) throw conflict();
  } else {
    if (!current || current.version !== input.version) throw conflict();
    await db
      .update(termsDrafts)
      .set({ html, version: sql`${termsDrafts.version} + 1`, updatedAt: now, updatedBy: actorId })
      .where(eq(termsDrafts.locale, locale));
  }
  await recordHistory(db, {
    subjectType: 'terms_page',
    subjectId: locale,
    action: 'draft_saved',
    actorId,
    before: current ? { html: current.html, version: current.version } : null,
    after: { html, version: (current?.version ?? 0) + 1 },
  });
  return readDraft(db, locale);
}
