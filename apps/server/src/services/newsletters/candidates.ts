import type { TNewsletterItem, TNewsletterKind } from '@newsroom/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, planningEntries, videoProjects } from '../../db/schema';

const LIMIT = 30;
const DAY_MS = 86_400_000;
/** The live newsletter looks this far ahead. */
const LIVE_DAYS = 7;
/** Coverage looks two weeks ahead. */
const COVERAGE_DAYS = 14;

type TInput = { kind: TNewsletterKind; locale: string; q?: string; now: Date; siteUrl: string };

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const httpUrl = (url: string | null) => (url && /^https?:\/\//.test(url) ? url : null);
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

async function videos(db: TDbOrTx, input: TInput): Promise<TNewsletterItem[]> {
  const base = and(eq(videoProjects.locale, input.locale), eq(videoProjects.status, 'published'));
  const select = () =>
    db
      .select({
        id: videoProjects.id,
        title: videoProjects.title,
        description: videoProjects.description,
        externalName: videoProjects.externalName,
        thumbnailUrl: videoProjects.thumbnailUrl,
        publishedAt: videoProjects.publishedAt,
      })
      .from(videoProjects);
  let rows: Awaited<ReturnType<ReturnType<typeof select>['where']>>;
  if (input.q) {
    const like = likeOf(input.q);
    rows = await select()
      .where(
        and(base, or(ilike(videoProjects.title, like), ilike(videoProjects.externalName, like))),
      )
      .orderBy(desc(videoProjects.publishedAt), desc(videoProjects.id))
      .limit(LIMIT);
  } else {
    // The day's videos, most trending first, then the newest of the day.
    const dayStart = new Date(input.now.getTime() - DAY_MS);
    const today = and(base, gte(videoProjects.publishedAt, dayStart));
    const trending = await select()
      .where(today)
      .orderBy(desc(videoProjects.trendingScore), desc(videoProjects.id))
      .limit(LIMIT / 2);
    const newest = await select()
      .where(base)
      .orderBy(desc(videoProjects.publishedAt), desc(videoProjects.id))
      .limit(LIMIT);
    const seen = new Set(trending.map((row) => row.id));
    rows = [...trending, ...newest.filter((row) => !seen.has(row.id))].slice(0, LIMIT);
  }
  return rows.map((row) => ({
    type: 'video',
    id: row.id,
    title: cut(row.title || row.externalName, 300),
    summary: cut(row.description, 1_000),
    url: `${input.siteUrl}/videos/${encodeURIComponent(row.externalName)}`,
    image_url: httpUrl(row.thumbnailUrl),
    at: row.publishedAt?.toISOString() ?? null,
  }));
}

async function events(db: TDbOrTx, input: TInput): Promise<TNewsletterItem[]> {
  const conditions: SQL[] = [
    eq(liveEvents.visible, true),
    inArray(liveEvents.status, ['new', 'going_live', 'live']),
    gte(liveEvents.startAt, new Date(input.now.getTime() - DAY_MS / 4)),
    lt(liveEvents.startAt, new Date(input.now.getTime() + LIVE_DAYS * DAY_MS)),
  ];
  if (input.q) conditions.push(ilike(liveEvents.title, likeOf(input.q)));
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(...conditions))
    .orderBy(asc(liveEvents.startAt), asc(liveEvents.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    type: 'live_event',
    id: row.id,
    title: cut(row.title, 300),
    summary: '',
    url: `${input.siteUrl}/live/${encodeURIComponent(row.slug)}`,
    image_url: httpUrl(row.imageUrl),
    at: row.startAt.toISOString(),
  }));
}

async function coverage(db: TDbOrTx, input: TInput): Promise<TNewsletterItem[]> {
  const conditions: SQL[] = [
    eq(planningEntries.locale, input.locale),
    eq(planningEntries.status, 'confirmed'),
    gte(planningEntries.startsAt, new Date(input.now.getTime() - DAY_MS / 4)),
    lt(planningEntries.startsAt, new Date(input.now.getTime() + COVERAGE_DAYS * DAY_MS)),
  ];
  if (input.q) conditions.push(ilike(planningEntries.title, likeOf(input.q)));
  const rows = await db
    .select()
    .from(planningEntries)
    .where(and(...conditions))
    .orderBy(asc(planningEntries.startsAt), asc(planningEntries.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    type: 'planning_entry',
    id: row.id,
    title: cut(row.title, 300),
    summary: cut([row.city, row.description].filter(Boolean).join(' — '), 1_000),
    url: null,
    image_url: null,
    at: row.startsAt.toISOString(),
  }));
}

/**
 * What an editor picks from: without `q` the suggestions (daily: the day's most trending then
 * newest videos; live: the live events of the next days; coverage: the confirmed planning
 * entries ahead), with `q` the matches by title.
 */
export async function listCandidates(
  db: TDbOrTx,
  input: TInput,
): Promise<{ items: TNewsletterItem[] }> {
  const items =
    input.kind === 'daily'
      ? await videos(db, input)
      : input.kind === 'live'
        ? await events(db, input)
        : await coverage(db, input);
  return { items };
}
