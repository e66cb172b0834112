import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tags } from '../../src/db/schema';
import { DEMO_TAG_NAMES, seedManyTags, seedTags } from '../../src/seed/tags';
import { createTestApp, type TTestApp } from '../support';
import { localeOrder } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds hundreds of tags per locale in order, once', async () => {
  await seedTags(t.db);
  await seedTags(t.db);
  const en = await localeOrder(t.db, 'en');
  expect(en.names).toEqual(DEMO_TAG_NAMES);
  expect(DEMO_TAG_NAMES.length).toBeGreaterThanOrEqual(200);
  expect((await localeOrder(t.db, 'ru')).names).toHaveLength(DEMO_TAG_NAMES.length);
  const dashboard = await t.db
    .select()
    .from(tags)
    .where(and(eq(tags.locale, 'de'), isNotNull(tags.dashboardPosition)));
  expect(dashboard.map((row) => row.dashboardPosition).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
});

it('appends many tags set-based, after the tags already there', async () => {
  await seedManyTags(t.db, 'fr', 5000);
  const fr = await localeOrder(t.db, 'fr');
  expect(fr.names).toHaveLength(DEMO_TAG_NAMES.length + 5000);
  expect(fr.names.slice(0, DEMO_TAG_NAMES.length)).toEqual(DEMO_TAG_NAMES);
  expect(fr.names.at(DEMO_TAG_NAMES.length)).toBe(`Bulk tag ${DEMO_TAG_NAMES.length + 1}`);
  expect(fr.names.at(-1)).toBe(`Bulk tag ${DEMO_TAG_NAMES.length + 5000}`);
});
