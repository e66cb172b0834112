import { STREAM_TO_DEFAULTS } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { LIVE, readOutbox, signedInApp } from '../support';
import { createEvent } from './helpers';

const t = signedInApp('live_admin');

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  payload === undefined
    ? t.send(method, url)
    : t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });

describe('a new live event', () => {
  it('gets exactly the SPEC §3 defaults', async () => {
    const before = t.clock.now().getTime();
    const event = await createEvent(t, t.cookie, { title: 'Défilé du 14 juillet' });
    const startOffset = Date.parse(event.start_at) - before;
    expect(startOffset).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(startOffset).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(event).toMatchObject({
      slug: 'defile-du-14-juillet',
      status: 'new',
      quality: 'streaming',
      limit_type: 'regular_content',
      free_access: false,
      visible: true,
      clients_only: false,
      cutting_available: true,
      front_page_ban: false,
      landing_and_search_only: false,
      image_type: 'default',
      region_id: -1,
      country_id: -1,
      transcoder_id: -1,
      start_at_not_finalized: false,
      languages: [],
      tag_ids: [],
      stream_to: STREAM_TO_DEFAULTS,
      original_start_at: null,
    });
  });

  it('gets a free slug when the title repeats, and one target row per switched-on target', async () => {
    const first = await createEvent(t, t.cookie, { title: 'Press briefing' });
    const second = await createEvent(t, t.cookie, { title: 'Press briefing' });
    expect(second.slug).toBe(`${first.slug}-2`);
    const targets = await inject('GET', `${LIVE}/events/${second.slug}/targets`);
    expect(
      targets
        .json()
        .targets.map((x: { target: string }) => x.target)
        .sort(),
    ).toEqual(
      ['custom_rtmp.full_hd', 'facebook.base', 'hls_full_hd', 'vkontakte', 'youtube'].sort(),
    );
  });

  it('never makes a slug the create form or an id would shadow: "new" and digits', async () => {
    expect((await createEvent(t, t.cookie, { title: 'New' })).slug).toBe('event-new');
    const year = await createEvent(t, t.cookie, { title: '2026' });
    expect(year.slug).toBe('event-2026');
    expect((await inject('GET', `${LIVE}/events/event-2026`)).json().id).toBe(year.id);
    for (const slug of ['new', '42']) {
      const refused = await t.send('POST', `${LIVE}/events`, {
        event: { title: 'Anything', slug },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].field).toMatch(/slug/);
    }
  });
});

describe('status', () => {
  it('goes live the SPEC §4 way: saved as live, then the status call sets live and starts the targets', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Going live' });
    const saved = await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { status: 'live', version: event.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().status).toBe('live');
    const status = await inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'live' });
    expect(status.statusCode).toBe(200);
    const targets = (await inject('GET', `${LIVE}/events/${event.slug}/targets`)).json().targets;
    expect(targets.every((x: { state: string }) => x.state === 'starting')).toBe(true);
    const logs = (await inject('GET', `${LIVE}/events/${event.slug}/targets/pasts`)).json().logs;
    expect(logs.some((log: { to_state: string }) => log.to_state === 'starting')).toBe(true);
  });

  it('stream statistics poll the simulator: starting targets broadcast, with uptime and bitrates', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Monitored' });
    await inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'live' });
    const first = (
      await inject('GET', `${LIVE}/events/${event.slug}/targets/stream_statistics`)
    ).json();
    expect(first.targets.length).toBeGreaterThan(0);
    expect(first.targets.every((x: { state: string }) => x.state === 'broadcasting')).toBe(true);
    t.clock.advance(90_000);
    const later = (
      await inject('GET', `${LIVE}/events/${event.slug}/targets/stream_statistics`)
    ).json();
    expect(later.targets[0]).toMatchObject({ active: true, last_error: null });
    expect(later.targets[0].uptime_seconds).toBeGreaterThanOrEqual(90);
    expect(later.targets[0].uptime_seconds).toBeLessThan(120);
    expect(later.targets[0].bitrate_in).toBeGreaterThan(0);
  });

  it('walks new → going_live → live → ended and refuses a step back', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Lifecycle' });
    for (const status of ['going_live', 'live', 'ended']) {
      const response = await inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status });
      expect([status, response.statusCode]).toEqual([status, 200]);
    }
    const back = await inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'live' });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors[0]).toMatchObject({ code: 'invalid', field: 'status' });
    const targets = (await inject('GET', `${LIVE}/events/${event.slug}/targets`)).json().targets;
    expect(targets.every((x: { state: string }) => x.state === 'idle')).toBe(true);
    const pasts = await inject('GET', `${LIVE}/events/pasts?status[]=ended`);
    expect(pasts.json().events.map((e: { slug: string }) => e.slug)).toContain(event.slug);
  });

  it('recreate puts a stream back to new with every target idle', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Recreated' });
    await inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'live' });
    const recreated = await inject('POST', `${LIVE}/events/${event.slug}/recreate`);
    expect(recreated.json().status).toBe('new');
  });
});

describe('edits', () => {
  it('refuses a stale version with 409 and keeps the other edit', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Contested' });
    const first = await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { title: 'Mine', version: event.version },
    });
    expect(first.statusCode).toBe(200);
    const second = await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { title: 'Theirs', version: event.version },
    });
    expect(second.statusCode).toBe(409);
    expect((await inject('GET', `${LIVE}/events/${event.slug}`)).json().title).toBe('Mine');
  });

  it('switching a target off and on again removes and restores its row', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Targets' });
    const off = await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { stream_to: { ...STREAM_TO_DEFAULTS, youtube: 0 }, version: event.version },
    });
    expect(off.json().stream_to.youtube).toBe(0);
    let targets = (await inject('GET', `${LIVE}/events/${event.slug}/targets`)).json().targets;
    expect(targets.map((x: { target: string }) => x.target)).not.toContain('youtube');
    await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { stream_to: STREAM_TO_DEFAULTS, version: off.json().version },
    });
    targets = (await inject('GET', `${LIVE}/events/${event.slug}/targets`)).json().targets;
    expect(targets.map((x: { target: string }) => x.target)).toContain('youtube');
  });

  it('keeps every change in the history with before and after', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Recorded' });
    await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { title: 'Recorded again', version: event.version },
    });
    const history = (await inject('GET', `${LIVE}/events/${event.slug}/history`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].before.title).toBe('Recorded');
    expect(history[0].after.title).toBe('Recorded again');
    expect(history[0].actor.name).toBeTruthy();
  });
});

describe('delay and notifications', () => {
  it('moves the start, keeps the first one and mails the clients who booked', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Delayed summit' });
    const booking = await inject('POST', `${LIVE}/events/${event.slug}/bookings`, {
      data: { client_name: 'Atlas News', client_email: 'desk@atlas.test' },
    });
    expect(booking.statusCode).toBe(201);
    const later = new Date(Date.parse(event.start_at) + 3_600_000).toISOString();
    const delayed = await inject('POST', `${LIVE}/events/${event.slug}/delay`, { time: later });
    expect(delayed.statusCode).toBe(200);
    expect(delayed.json().start_at).toBe(later);
    expect(delayed.json().original_start_at).toBe(event.start_at);
    const again = await inject('POST', `${LIVE}/events/${event.slug}/delay`, {
      time: new Date(Date.parse(later) + 60_000).toISOString(),
    });
    expect(again.json().original_start_at).toBe(event.start_at);
    await t.app.outbox.drain();
    expect(readOutbox(t.dataDir).filter((mail) => mail.to === 'desk@atlas.test')).toHaveLength(2);
  });

  it('refuses a delay into the past and an empty custom message', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Strict' });
    const past = await inject('POST', `${LIVE}/events/${event.slug}/delay`, {
      time: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    const empty = await inject('POST', `${LIVE}/events/${event.slug}/custom_notification`, {
      notification: { message: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    const sent = await inject('POST', `${LIVE}/events/${event.slug}/custom_notification`, {
      notification: { message: 'Starting soon' },
    });
    expect(sent.json()).toMatchObject({ kind: 'custom', recipients: 0 });
  });
});

describe('bad input', () => {
  it.each([
    [{ event: {} }, 'event.title'],
    [{ event: { title: 'x', region_id: -2 } }, 'event.region_id'],
    [{ event: { title: 'x', stream_to: { youtube: 2 } } }, 'event.stream_to'],
    [{ event: { title: 'x', unknown: 1 } }, 'event'],
    [{ event: { title: 'x', start_at: 'tomorrow' } }, 'event.start_at'],
  ])('create %j answers 422 on %s', async (payload, field) => {
    const response = await inject('POST', `${LIVE}/events`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.some((e: { field: string }) => e.field.startsWith(field))).toBe(
      true,
    );
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await inject('GET', `${LIVE}/events/no-such-event`)).statusCode).toBe(404);
  });
});
