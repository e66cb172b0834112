import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signIn, type TTestApp } from '../support';
import { apiOrder, insertTags, localeOrder, tagsApi } from './helpers';

let t: TTestApp;
let apis: ReturnType<typeof tagsApi>[];

beforeAll(async () => {
  t = await createTestApp();
  // Two editors, each with a session of their own.
  apis = [];
  for (let i = 0; i < 2; i++) {
    const admin = await createAdmin(t.db, { group: 'output_editor' });
    apis.push(tagsApi(t.app, await signIn(t.app, admin)));
  }
});
afterAll(() => t.close());

describe('tag moves against tag edits at once (PostgreSQL in CI)', () => {
  it('answer 200 or 409, never 500; the locale keeps positions 1..N and the winning names', async () => {
    const [mover, editor] = apis as [ReturnType<typeof tagsApi>, ReturnType<typeof tagsApi>];
    const created = await insertTags(
      t.db,
      'fr',
      Array.from({ length: 8 }, (_, i) => `c${i + 1}`),
    );
    const answers = await Promise.all(
      created.flatMap((tag, i) => [
        mover('PATCH', `/${tag.id}/positions`, { position: ((i * 3) % created.length) + 1 }),
        editor('PATCH', `/${tag.id}`, { tag: { name: `renamed ${i + 1}`, version: tag.version } }),
      ]),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);

    const renamedOk = created.filter((_, i) => answers[i * 2 + 1]?.statusCode === 200);
    const listed = await apiOrder(mover, 'fr');
    expect(listed.positions).toEqual(created.map((_, i) => i + 1));
    expect(listed.names).toEqual((await localeOrder(t.db, 'fr')).names);
    expect([...listed.names].sort()).toEqual(
      created.map((tag, i) => (renamedOk.includes(tag) ? `renamed ${i + 1}` : tag.name)).sort(),
    );
  });
});
