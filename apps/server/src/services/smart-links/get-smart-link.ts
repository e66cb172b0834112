import type { TSmartLinkDetail } from '@newsroom/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, smartLinkLocaleClicks, smartLinks } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { presentSmartLink, SMART_LINK_COLUMNS } from './present-smart-link';
import { eventLocales } from './resolve-locale';
import { targetUrl } from './target-url';

/**
 * One link with its clicks per locale: every language of the event (0 when
 * never followed there) and, after them, any locale counted before the event's
 * languages changed.
 */
export async function getSmartLink(
  db: TDbOrTx,
  id: number,
  linkBase: string,
  siteUrl: string,
): Promise<TSmartLinkDetail> {
  const [row] = await db
    .select(SMART_LINK_COLUMNS)
    .from(smartLinks)
    .innerJoin(liveEvents, eq(liveEvents.id, smartLinks.eventId))
    .where(eq(smartLinks.id, id));
  if (!row) throw notFound();
  const counted = await db
    .select({ locale: smartLinkLocaleClicks.locale, clicks: smartLinkLocaleClicks.clicks })
    .from(smartLinkLocaleClicks)
    .where(eq(smartLinkLocaleClicks.linkId, id))
    .orderBy(asc(smartLinkLocaleClicks.locale));
  const clicksOf = new Map(counted.map((entry) => [entry.locale, entry.clicks]));
  const languages = eventLocales(row.languages);
  const event = { slug: row.slug, status: row.status };
  return {
    ...presentSmartLink(row, linkBase),
    main_locale: languages[0] ?? '',
    locales: [
      ...languages.map((locale) => ({
        locale,
        clicks: clicksOf.get(locale) ?? 0,
        target_url: targetUrl(siteUrl, event, locale),
      })),
      ...counted
        .filter((entry) => !languages.includes(entry.locale))
        .map((entry) => ({ ...entry, target_url: null })),
    ],
  };
}
