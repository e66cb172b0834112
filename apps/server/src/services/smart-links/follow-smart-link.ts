import { SMART_LINK_CODE_PATTERN } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, smartLinks } from '../../db/schema';
import { type TRateLimit, withinRateLimit } from '../rate-limit';
import { resolveLocale } from './resolve-locale';
import { targetUrl } from './target-url';

export type TVisit = {
  code: string;
  locale: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  /** Count this visit (a GET from something that is not a known preview bot). */
  countable: boolean;
  /** Clicks counted per client address; later visits are still sent on. */
  limit: TRateLimit;
  siteUrl: string;
  now: Date;
};

// Link previews and crawlers fetch a shared link without anyone clicking it.
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|skypeuripreview/i;

export const isBotAgent = (agent: string | undefined) => Boolean(agent && BOT_AGENT.test(agent));

/** Adds one click to the link and to its locale in one statement, so concurrent hits never lose one. */
async function countClick(db: TDbOrTx, linkId: number, locale: string, now: Date) {
  await db.execute(sql`
    WITH link AS (
      UPDATE smart_links SET clicks = clicks + 1, last_clicked_at = ${now.toISOString()}
      WHERE id = ${linkId} RETURNING id
    )
    INSERT INTO smart_link_locale_clicks (link_id, locale, clicks)
    SELECT id, ${locale}, 1 FROM link
    ON CONFLICT (link_id, locale) DO UPDATE SET clicks = smart_link_locale_clicks.clicks + 1`);
}

/** The page a smart link sends this visitor to, or null for an unknown code. */
export async function followSmartLink(db: TDbOrTx, visit: TVisit): Promise<string | null> {
  if (!SMART_LINK_CODE_PATTERN.test(visit.code)) return null;
  const [found] = await db
    .select({
      id: smartLinks.id,
      slug: liveEvents.slug,
      status: liveEvents.status,
      languages: liveEvents.languages,
    })
    .from(smartLinks)
    .innerJoin(liveEvents, eq(liveEvents.id, smartLinks.eventId))
    .where(eq(smartLinks.code, visit.code))
    .limit(1);
  if (!found) return null;
  const locale = resolveLocale(found.languages, visit.locale, visit.acceptLanguage);
  if (
    visit.countable &&
    !isBotAgent(visit.userAgent) &&
    (await withinRateLimit(db, visit.limit, visit.now))
  ) {
    await countClick(db, found.id, locale, visit.now);
  }
  return targetUrl(visit.siteUrl, found, locale);
}
