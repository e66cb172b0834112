import { contentTagsPath, type TContentTagType } from '@newsroom/contract';
import type { TDb } from '../../src/db/client';
import { videoProjects } from '../../src/db/schema';
import { historyRows, type TTestApp } from '../support';

let sequence = 0;

export async function insertVideo(db: TDb, title = 'Harbour strike') {
  sequence += 1;
  const [row] = await db
    .insert(videoProjects)
    .values({ externalName: `CT-${Date.now()}-${sequence}`, locale: 'en', title })
    .returning();
  if (!row) throw new Error('video insert returned no row');
  return row;
}

/** Calls the tags of one piece of content: GET the list, POST a tag id, DELETE a tag id. */
export function contentTagsApi(
  t: TTestApp,
  cookie: string,
  type: TContentTagType,
  key: number | string,
) {
  const url = (locale: string) => contentTagsPath(type, key, locale);
  return {
    list: (locale: string) => t.app.inject({ url: url(locale), headers: { cookie } }),
    assign: (locale: string, tagId: number) =>
      t.app.inject({
        method: 'POST',
        url: url(locale),
        headers: { cookie },
        payload: { tag_id: tagId },
      }),
    remove: (locale: string, tagId: number) =>
      t.app.inject({ method: 'DELETE', url: `${url(locale)}/${tagId}`, headers: { cookie } }),
  };
}

export async function historyOf(db: TDb, subjectType: string, id: number) {
  const rows = await historyRows(db, subjectType, id);
  return rows.map((row) => ({ action: row.action, before: row.before, after: row.after }));
}
