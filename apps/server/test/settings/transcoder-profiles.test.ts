import { describe, expect, it } from 'vitest';
import { cookieFor, LIVE, RUNG_720P, signedInApp } from '../support';

const PROFILES = '/api/admin/settings/transcoders';
const t = signedInApp();

const send = t.send;

async function createProfile(name: string, renditions = [RUNG_720P]) {
  const response = await send('POST', PROFILES, {
    transcoder: { name, template: 'transcode-abr-720p', renditions },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; version: number; name: string };
}

describe('transcoder profiles', () => {
  it('starts with the default profiles, which live events choose from', async () => {
    const list = (await send('GET', PROFILES)).json();
    expect(list.transcoders.map((row: { name: string }) => row.name)).toEqual([
      'Passthrough',
      'Adaptive 1080p',
      'Adaptive 720p',
    ]);
    expect(list.transcoders[1].renditions.length).toBe(3);
    const forEvents = (await send('GET', `${LIVE}/transcoders`)).json().transcoders;
    expect(forEvents[0]).toEqual({
      id: list.transcoders[0].id,
      name: 'Passthrough',
      template: 'transrate-passthrough',
    });
  });

  it('creates, changes with history, and refuses a stale version with 409', async () => {
    const profile = await createProfile('Studio ladder');
    const changed = await send('PATCH', `${PROFILES}/${profile.id}`, {
      transcoder: {
        version: profile.version,
        renditions: [{ ...RUNG_720P, width: 1920, height: 1080, codec: 'h265' }, RUNG_720P],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, events_count: 0 });
    expect(changed.json().renditions[0]).toMatchObject({ width: 1920, codec: 'h265' });

    const stale = await send('PATCH', `${PROFILES}/${profile.id}`, {
      transcoder: { version: profile.version, name: 'Other' },
    });
    expect(stale.statusCode).toBe(409);

    const history = (await send('GET', `${PROFILES}/${profile.id}/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(history[0].before.renditions.length).toBe(1);
    expect(history[0].after.renditions.length).toBe(2);
  });

  it('refuses bad input with 422: a taken name, an empty ladder, a bad rung, an unknown id', async () => {
    await createProfile('Taken name');
    const taken = await send('POST', PROFILES, {
      transcoder: { name: 'taken NAME', template: 't', renditions: [RUNG_720P] },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({ code: 'taken', field: 'transcoder.name' });
    for (const renditions of [
      [],
      [{ ...RUNG_720P, codec: 'mpeg2' }],
      [{ ...RUNG_720P, frame_rate: 0 }],
    ]) {
      const bad = await send('POST', PROFILES, {
        transcoder: { name: 'Bad', template: 't', renditions },
      });
      expect(bad.statusCode).toBe(422);
    }
    const badTemplate = await send('POST', PROFILES, {
      transcoder: { name: 'Bad', template: 'has spaces', renditions: [RUNG_720P] },
    });
    expect(badTemplate.json().errors[0].field).toBe('transcoder.template');
    expect(
      (await send('PATCH', `${PROFILES}/99999`, { transcoder: { version: 1 } })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `${PROFILES}/99999`)).statusCode).toBe(404);
    expect((await send('PATCH', `${PROFILES}/x`, { transcoder: { version: 1 } })).statusCode).toBe(
      422,
    );
  });

  it('a profile in use is not deleted: 409 names the events; unused it goes', async () => {
    const profile = await createProfile('In use');
    const event = await send('POST', `${LIVE}/events`, {
      event: { title: 'Summit opening', transcoder_id: profile.id },
    });
    expect(event.statusCode).toBe(201);
    expect(event.json().transcoder_id).toBe(profile.id);
    const listed = (await send('GET', PROFILES)).json().transcoders;
    expect(listed.find((row: { id: number }) => row.id === profile.id).events_count).toBe(1);

    const refused = await send('DELETE', `${PROFILES}/${profile.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('in_use');
    expect(refused.json().errors[0].message).toContain('“Summit opening”');

    const moved = await send('PATCH', `${LIVE}/events/${event.json().slug}`, {
      event: { version: event.json().version, transcoder_id: -1 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await send('DELETE', `${PROFILES}/${profile.id}`)).statusCode).toBe(204);
    const history = (await send('GET', `${PROFILES}/${profile.id}/history`)).json().history;
    expect(history[0].action).toBe('delete');
  });

  it('a live event cannot name a profile that does not exist', async () => {
    const response = await send('POST', `${LIVE}/events`, {
      event: { title: 'Nowhere', transcoder_id: 99999 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('event.transcoder_id');
  });

  it('lists the templates of the engine in use (the simulator here)', async () => {
    const response = await send('GET', '/api/admin/settings/transcoder_templates');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      templates: ['transrate-passthrough', 'transcode-abr-1080p', 'transcode-abr-720p'],
      error: null,
    });
  });

  it('is for super admins only', async () => {
    const live = await cookieFor(t, 'live_admin');
    expect((await t.app.inject({ url: PROFILES, headers: { cookie: live } })).statusCode).toBe(403);
    const forEvents = await t.app.inject({ url: `${LIVE}/transcoders`, headers: { cookie: live } });
    expect(forEvents.statusCode).toBe(200);
  });
});
