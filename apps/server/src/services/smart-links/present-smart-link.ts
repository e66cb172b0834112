import type { TLiveEventStatus, TSmartLink } from '@newsroom/contract';
import { SMART_LINK_PATH_PREFIX } from '@newsroom/contract';
import { liveEvents, smartLinks } from '../../db/schema';

/** The columns a smart link is presented from, for `db.select(SMART_LINK_COLUMNS)`. */
export const SMART_LINK_COLUMNS = {
  id: smartLinks.id,
  code: smartLinks.code,
  clicks: smartLinks.clicks,
  lastClickedAt: smartLinks.lastClickedAt,
  eventId: liveEvents.id,
  slug: liveEvents.slug,
  title: liveEvents.title,
  status: liveEvents.status,
  startAt: liveEvents.startAt,
  languages: liveEvents.languages,
};

export type TSmartLinkRow = {
  id: number;
  code: string;
  clicks: number;
  lastClickedAt: Date | null;
  eventId: number;
  slug: string;
  title: string;
  status: string;
  startAt: Date;
  languages: string[];
};

/** `linkBase` is where links are shared from, e.g. https://cms.example.com. */
export function presentSmartLink(row: TSmartLinkRow, linkBase: string): TSmartLink {
  return {
    id: row.id,
    code: row.code,
    url: `${linkBase.replace(/\/+$/, '')}${SMART_LINK_PATH_PREFIX}/${row.code}`,
    clicks: row.clicks,
    last_clicked_at: row.lastClickedAt?.toISOString() ?? null,
    event: {
      id: row.eventId,
      slug: row.slug,
      title: row.title,
      status: row.status as TLiveEventStatus,
      start_at: row.startAt.toISOString(),
      languages: row.languages,
    },
  };
}
