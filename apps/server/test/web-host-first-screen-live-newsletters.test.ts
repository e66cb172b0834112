import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../src/db/schema';
import { seedLiveEvents } from '../src/seed/live-events';
import { CONTENT } from './newsletters/helpers';
import { apiAnswerOf, cookieFor, createWebHostApp, pageAnswersOf, type TTestApp } from './support';

const PAGE =
  '<html><head><script type="module" src="/cms/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const LIVE = '/api/admin/content/live';

let t: TTestApp;
let slug: string;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
  await seedLiveEvents(t.db);
  const [event] = await t.db.select({ slug: liveEvents.slug }).from(liveEvents).limit(1);
  slug = event?.slug ?? '';
});
afterAll(() => t.close());

const pageAnswers = (url: string, cookie: string) => pageAnswersOf(t.app, url, cookie);

const pathsOf = (answers: { path: string }[]) => answers.map(({ path }) => path).sort();

const apiAnswer = (url: string, cookie: string) => apiAnswerOf(t.app, url, cookie);

describe('the live event page’s first screen in index.html', () => {
  it('holds the event and every list naming its form’s values, as the API answers them', async () => {
    const cookie = await cookieFor(t, 'live_admin');
    const answers = await pageAnswers(`/cms/content/live-event/${slug}`, cookie);
    expect(pathsOf(answers)).toEqual(
      [
        `${LIVE}/events/${slug}`,
        `${LIVE}/language_data`,
        `${LIVE}/transcoders`,
        '/api/admin/content/countries',
        '/api/admin/content/regions',
      ].sort(),
    );
    const event = answers.find(({ path }) => path === `${LIVE}/events/${slug}`);
    expect(event?.body).toEqual(await apiAnswer(`${LIVE}/events/${slug}`, cookie));
    // The tag picker's options are not drawn until it opens: the picker asks for them itself.
    expect(pathsOf(answers)).not.toContain(`${LIVE}/tag_options`);
  });

  it('holds what the open tab shows: the targets’ figures, or the bookings and subscriptions', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const event = `${LIVE}/events/${slug}`;
    expect(
      pathsOf(await pageAnswers(`/cms/content/live-event/${slug}?tab=stream`, cookie)),
    ).toEqual([event, `${event}/targets/stream_statistics`]);
    const audience = await pageAnswers(`/cms/content/live-event/${slug}?tab=audience`, cookie);
    expect(pathsOf(audience)).toEqual([event, `${event}/bookings`, `${event}/subscriptions`]);
    const bookings = audience.find(({ path }) => path === `${event}/bookings`);
    expect(bookings?.body).toEqual(await apiAnswer(`${event}/bookings`, cookie));
  });

  it('holds a new event’s stream target defaults instead of an event', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const paths = pathsOf(await pageAnswers('/cms/content/live-event/new', cookie));
    expect(paths).toContain(`${LIVE}/stream_to_defaults`);
    expect(paths.filter((path) => path.startsWith(`${LIVE}/events`))).toEqual([]);
  });

  it('holds no event for a slug that does not exist, and none of it for a group without the page', async () => {
    const admin = await cookieFor(t, 'super_admin');
    const missing = await pageAnswers('/cms/content/live-event/no-such-event', admin);
    expect(pathsOf(missing).filter((path) => path.startsWith(`${LIVE}/events`))).toEqual([]);
    const translator = await cookieFor(t, 'translator');
    const refused = await pageAnswers(`/cms/content/live-event/${slug}`, translator);
    expect(pathsOf(refused).filter((path) => path.startsWith(LIVE))).toEqual([]);
  });
});

describe('a newsletter kind’s first screen in index.html', () => {
  it('holds the kind’s issues for the output desks, as the API answers them', async () => {
    const editor = await cookieFor(t, 'output_editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletters/live/issues',
      headers: { cookie: editor },
      payload: { issue: CONTENT },
    });
    expect(created.statusCode).toBe(201);
    const answers = await pageAnswers('/cms/newsletters/live', editor);
    expect(answers).toEqual([
      {
        path: '/api/admin/newsletters/live/issues',
        query: {},
        body: await apiAnswer('/api/admin/newsletters/live/issues', editor),
      },
    ]);
    expect(JSON.stringify(answers)).toContain(CONTENT.subject);
  });

  it('holds nothing for a group without newsletters or a type that is no kind', async () => {
    expect(await pageAnswers('/cms/newsletters/live', await cookieFor(t, 'client_desk'))).toEqual(
      [],
    );
    expect(await pageAnswers('/cms/newsletters/weekly', await cookieFor(t, 'super_admin'))).toEqual(
      [],
    );
  });
});
