import { isHttpUrl } from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { type TRateLimit, withinRateLimit } from '../rate-limit';
import { isBotAgent } from '../smart-links';
import { liveAt } from './live-at';

/** Counted per client address per rate-limit window; later visits are still answered. */
export const AD_CLICKS_PER_IP = 60;
export const AD_IMPRESSIONS_PER_IP = 600;

export type TBannerVisit = {
  id: number;
  kind: 'click' | 'impression';
  userAgent: string | undefined;
  /** Only a GET counts (a HEAD or a prefetch check does not). */
  countable: boolean;
  limit: TRateLimit;
  now: Date;
};

/**
 * Adds one click or impression to a banner that is live now, in one statement (concurrent
 * visits never lose one); bots and visits past the address's limit are not counted.
 * Answers the banner's stored target (for the redirect), or null when there is no banner.
 */
export async function countBannerVisit(
  db: TDbOrTx,
  visit: TBannerVisit,
): Promise<{ targetUrl: string } | null> {
  const [banner] = await db
    .select({ targetUrl: banners.targetUrl })
    .from(banners)
    .where(eq(banners.id, visit.id));
  if (!banner) return null;
  if (
    visit.countable &&
    !isBotAgent(visit.userAgent) &&
    (await withinRateLimit(db, visit.limit, visit.now))
  ) {
    const counter = visit.kind === 'click' ? banners.clicks : banners.impressions;
    await db
      .update(banners)
      .set(
        visit.kind === 'click'
          ? { clicks: sql`${counter} + 1` }
          : { impressions: sql`${counter} + 1` },
      )
      .where(and(eq(banners.id, visit.id), liveAt(banners, visit.now)));
  }
  // Stored addresses were checked on save; checked again, so a redirect never leaves http(s).
  return isHttpUrl(banner.targetUrl) ? { targetUrl: banner.targetUrl } : null;
}
