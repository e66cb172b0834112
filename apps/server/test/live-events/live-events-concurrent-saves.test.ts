import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createTestApp, LIVE, type TTestApp } from '../support';
import { createEvent } from './helpers';

let t: TTestApp;
let cookies: [string, string];
beforeAll(async () => {
  t = await createTestApp();
  // Two editors, each with a session of their own.
  cookies = [await cookieFor(t, 'live_admin'), await cookieFor(t, 'live_admin')];
});
afterAll(() => t.close());

const call = (who: 0 | 1, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

describe('two saves of one live event at once (PostgreSQL in CI)', () => {
  it('one wins, the other gets 409 conflict, never 500; the event holds the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const event = await createEvent(t, cookies[0], { title: `Concurrent ${round}` });
      const titles = [`First editor ${round}`, `Second editor ${round}`];
      const answers = await Promise.all(
        ([0, 1] as const).map((who) =>
          call(who, 'PATCH', `${LIVE}/events/${event.slug}`, {
            event: { version: event.version, title: titles[who] },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json();
      const loser = answers.find((answer) => answer.statusCode === 409)?.json();
      expect(loser.errors[0].code).toBe('conflict');
      const saved = (await call(0, 'GET', `${LIVE}/events/${event.slug}`)).json();
      expect(saved.title).toBe(winner.title);
      expect(saved.version).toBe(event.version + 1);
      const history = (await call(0, 'GET', `${LIVE}/events/${event.slug}/history`)).json();
      const updates = history.history.filter(
        (entry: { action: string }) => entry.action === 'update',
      );
      expect(updates).toHaveLength(1);
    }
  });

  it('a save, a status change and a delay at once answer 200 or 409, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const event = await createEvent(t, cookies[0], { title: `Busy ${round}` });
      const later = new Date(Date.parse(event.start_at) + 3_600_000).toISOString();
      const answers = await Promise.all([
        call(0, 'PATCH', `${LIVE}/events/${event.slug}`, {
          event: { version: event.version, title: `Busy renamed ${round}` },
        }),
        call(1, 'PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'going_live' }),
        call(1, 'POST', `${LIVE}/events/${event.slug}/delay`, { time: later }),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      // Status change and delay take the version they find; only the save can be stale.
      expect(answers[1]?.statusCode).toBe(200);
      expect(answers[2]?.statusCode).toBe(200);
      const saved = (await call(0, 'GET', `${LIVE}/events/${event.slug}`)).json();
      expect(saved.status).toBe('going_live');
      expect(saved.start_at).toBe(later);
      const renamed = answers[0]?.statusCode === 200;
      expect(saved.title).toBe(renamed ? `Busy renamed ${round}` : `Busy ${round}`);
      expect(saved.version).toBe(event.version + (renamed ? 3 : 2));
      const targets = (await call(0, 'GET', `${LIVE}/events/${event.slug}/targets`)).json();
      expect(
        targets.targets.every((target: { state: string }) => target.state === 'starting'),
      ).toBe(true);
    }
  });
});
