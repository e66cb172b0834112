import type { TAlert } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { isoOrNull } from './ad-checks';
import { createAlert } from './create-alert';
import { otherLocales } from './duplicate-banner';

/**
 * Copies an alert to other locales, switched off: a copy is never live before it is
 * translated, so it can never collide with the single-live-alert rule there either.
 */
export async function duplicateAlert(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  locales: string[],
  now: Date,
): Promise<TAlert[]> {
  const [source] = await db.select().from(alerts).where(eq(alerts.id, id)).for('share');
  if (!source) throw notFound();
  const copies: TAlert[] = [];
  for (const locale of otherLocales(source.locale, locales)) {
    const input = {
      locale,
      type: source.type,
      text: source.text,
      link_url: source.linkUrl,
      starts_at: source.startsAt.toISOString(),
      ends_at: isoOrNull(source.endsAt),
      active: false,
      dismissible: source.dismissible,
    };
    copies.push(await createAlert(db, actorId, input, false, now, source.id));
  }
  await recordHistory(db, {
    subjectType: 'alert',
    subjectId: source.id,
    action: 'duplicate_to',
    actorId,
    after: {
      text: source.text,
      copies: copies.map((copy) => ({ id: copy.id, locale: copy.locale })),
    },
  });
  return copies;
}
