import type { TLiveEventStatus } from '@newsroom/contract';

/**
 * The public site's page for an event in a locale: the event page while it is
 * upcoming or on air (a failed start may still go live), the replay once ended.
 */
export function targetUrl(
  siteUrl: string,
  event: { slug: string; status: string },
  locale: string,
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const page = `${base}/${encodeURIComponent(locale)}/live/${encodeURIComponent(event.slug)}`;
  return (event.status as TLiveEventStatus) === 'ended' ? `${page}/replay` : page;
}
