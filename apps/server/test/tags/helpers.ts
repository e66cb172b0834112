import type { TAdminGroup, TTag } from '@newsroom/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../src/db/client';
import { contentTags, tags } from '../../src/db/schema';
import { SORT_STEP } from '../../src/services/tags/tag-order';
import { apiUnder, callsWith, signedInApp } from '../support';

export const TAGS_URL = '/api/admin/content/tags';

export type TTagsApi = ReturnType<typeof tagsApi>;

/** Calls the tags API as a signed-in admin; `body` becomes JSON. */
export const tagsApi = (app: FastifyInstance, cookie: string) =>
  apiUnder(
    TAGS_URL,
    callsWith(() => ({ app, cookie })),
  );

/** A test file's app with an admin of `group` signed in (signedInApp), and the tags API as them. */
export function tagsSession(group: TAdminGroup) {
  const t = signedInApp(group);
  return { t, api: apiUnder(TAGS_URL, t.send) };
}

/** Inserts tags straight into the table, after those already in the locale. */
export async function insertTags(db: TDb, locale: string, names: string[]): Promise<TTag[]> {
  const existing = await db.select().from(tags).where(eq(tags.locale, locale));
  const top = Math.max(0, ...existing.map((row) => row.sortKey));
  const rows = await db
    .insert(tags)
    .values(names.map((name, i) => ({ name, locale, sortKey: top + (i + 1) * SORT_STEP })))
    .returning();
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    locale: row.locale,
    position: existing.length + i + 1,
    dashboard: row.dashboard,
    dashboard_position: row.dashboardPosition,
    version: row.version,
  }));
}

/** Names of a locale's tags in stored order. */
export async function localeOrder(db: TDb, locale: string) {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.locale, locale))
    .orderBy(asc(tags.sortKey), asc(tags.id));
  return { names: rows.map((row) => row.name) };
}

/** The whole locale through the list call, page by page: names and the positions it answers. */
export async function apiOrder(api: TTagsApi, locale: string) {
  const names: string[] = [];
  const positions: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await api('GET', `?locale=${locale}&per_page=100&page=${page}`)).json();
    for (const tag of body.tags as TTag[]) {
      names.push(tag.name);
      positions.push(tag.position);
    }
    if (names.length >= body.count || body.tags.length === 0) break;
  }
  return { names, positions, dense: positions.every((position, i) => position === i + 1) };
}

export async function tagUses(db: TDb, tagId: number) {
  const rows = await db.select().from(contentTags).where(eq(contentTags.tagId, tagId));
  return rows.map((row) => `${row.contentType}:${row.contentId}`).sort();
}
