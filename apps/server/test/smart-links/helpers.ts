import type { TLiveEventStatus, TSmartLink } from '@newsroom/contract';
import { LIVE, type TTestApp } from '../support';

export const SMART_LINKS = `${LIVE}/smart_links`;

/** A live event through the real API, walked to `status` along the lifecycle. */
export async function createEvent(
  t: TTestApp,
  cookie: string,
  event: { title: string; languages?: string[] },
  status: TLiveEventStatus = 'new',
) {
  const created = await t.app.inject({
    method: 'POST',
    url: `${LIVE}/events`,
    headers: { cookie },
    payload: { event },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const { slug } = created.json() as { slug: string };
  const path: Record<TLiveEventStatus, TLiveEventStatus[]> = {
    new: [],
    going_live: ['going_live'],
    live: ['going_live', 'live'],
    failed: ['going_live', 'failed'],
    ended: ['going_live', 'live', 'ended'],
  };
  for (const step of path[status]) {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${LIVE}/events/${slug}/status`,
      headers: { cookie },
      payload: { status: step },
    });
    if (changed.statusCode !== 200) throw new Error(`status ${step} failed: ${changed.body}`);
  }
  return { slug };
}

/** The smart link of the event with this slug, found through the admin list. */
export async function linkOf(t: TTestApp, cookie: string, slug: string): Promise<TSmartLink> {
  const response = await t.app.inject({
    url: SMART_LINKS,
    query: { q: slug },
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  const link = (response.json().smart_links as TSmartLink[]).find((l) => l.event.slug === slug);
  if (!link) throw new Error(`no smart link for ${slug}`);
  return link;
}

/** Follows a link the way a visitor would, without following the redirect. */
export function visit(
  t: TTestApp,
  code: string,
  options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return t.app.inject({ url: `/l/${code}`, query: options.query, headers: options.headers });
}
