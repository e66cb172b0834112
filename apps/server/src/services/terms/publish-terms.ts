import type { TTermsPublish, TTermsVersion } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { termsDrafts, termsVersions } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { hasText } from './sanitize-terms-html';
import { assertTermsLocale, latestNumber, readVersion } from './terms-rows';

/** Clocks of editors' machines differ a little: "now" on the form may reach the server late. */
const PAST_TOLERANCE_MS = 5 * 60_000;

/**
 * Publishes the draft the editor saw as the next number. Versions are never changed
 * afterwards; a later one takes effect at its own date, never before the latest's.
 */
export async function publishTerms(
  db: TDbOrTx,
  actorId: number | null,
  locale: string,
  input: TTermsPublish,
  now: Date,
): Promise<TTermsVersion> {
  await assertTermsLocale(db, locale);
  const [draft] = await db
    .select()
    .from(termsDrafts)
    .where(eq(termsDrafts.locale, locale))
    .for('update');
  if (!draft || draft.version !== input.draft_version) throw conflict();
  if (!hasText(draft.html)) {
    throw new HttpError(422, 'invalid', 'draft_version', 'The draft is empty');
  }
  const effectiveAt = new Date(input.effective_at);
  if (effectiveAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw new HttpError(
      422,
      'invalid',
      'effective_at',
      'The effective date may not be in the past',
    );
  }
  const latest = await latestNumber(db, locale);
  if (latest > 0) {
    const previous = await readVersion(db, locale, latest, now);
    if (effectiveAt.getTime() < new Date(previous.effective_at).getTime()) {
      throw new HttpError(
        422,
        'invalid',
        'effective_at',
        `Version ${latest} takes effect later; choose a date from then on`,
      );
    }
    if (previous.html === draft.html) {
      throw new HttpError(
        422,
        'invalid',
        'draft_version',
        `The draft is version ${latest} unchanged`,
      );
    }
  }
  const number = latest + 1;
  await db.insert(termsVersions).values({
    locale,
    number,
    html: draft.html,
    effectiveAt,
    publishedAt: now,
    publishedBy: actorId,
  });
  await recordHistory(db, {
    subjectType: 'terms_page',
    subjectId: locale,
    action: 'published',
    actorId,
    after: { number, effective_at: effectiveAt.toISOString() },
  });
  return readVersion(db, locale, number, now);
}
