import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEventSubscriptions, outbox } from '../../src/db/schema';
import { cookieFor, createTestApp, LIVE, readOutbox, signedInApp } from '../support';
import { createEvent } from './helpers';

const t = signedInApp();
beforeAll(async () => {
  // A real database failure after the mails were queued: the notification's own insert.
  await t.db.execute(sql`
    CREATE FUNCTION test_refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.payload->>'message' = 'refused' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
      RETURN NEW;
    END $$`);
  await t.db.execute(sql`
    CREATE TRIGGER test_refuse_notification BEFORE INSERT ON live_event_notifications
    FOR EACH ROW EXECUTE FUNCTION test_refuse_notification()`);
});

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: t.cookie },
    ...(payload ? { payload } : {}),
  });

/** An event with one booking and one follower (a second address of the same client too). */
async function eventWithAudience(title: string) {
  const event = await createEvent(t, t.cookie, { title });
  const booked = await post(`${LIVE}/events/${event.slug}/bookings`, {
    data: { client_name: 'Atlas News', client_email: 'desk@atlas.test' },
  });
  expect(booked.statusCode).toBe(201);
  await t.db.insert(liveEventSubscriptions).values([
    { eventId: event.id, clientName: 'Orbit TV', clientEmail: 'news@orbit.test' },
    { eventId: event.id, clientName: 'Atlas News', clientEmail: 'DESK@atlas.test' },
  ]);
  return event;
}

const mailsAbout = (title: string) =>
  readOutbox(t.dataDir)
    .filter((mail) => mail.subject.includes(title))
    .map((mail) => ({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text }))
    .sort((a, b) => a.to.localeCompare(b.to));

describe('live event notifications', () => {
  it('mail each client once after the commit, through the outbox', async () => {
    const event = await eventWithAudience('Summit live');
    const response = await post(`${LIVE}/events/${event.slug}/push_notifications`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'push', recipients: 2 });
    await t.app.outbox.drain();
    expect(mailsAbout('Summit live')).toEqual([
      {
        to: 'desk@atlas.test',
        subject: 'Live now: Summit live',
        text: 'The live event "Summit live" is on.',
      },
      {
        to: 'news@orbit.test',
        subject: 'Live now: Summit live',
        text: 'The live event "Summit live" is on.',
      },
    ]);
    const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, 'mail.send'));
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((job) => job.state === 'done')).toBe(true);
  });

  it('send a custom message, the client desk links and translation changes', async () => {
    const event = await eventWithAudience('Budget day');
    const custom = await post(`${LIVE}/events/${event.slug}/custom_notification`, {
      notification: { message: 'Budget day starts in ten minutes' },
    });
    expect(custom.json()).toMatchObject({ kind: 'custom', recipients: 2 });
    const desk = await post(`${LIVE}/events/${event.slug}/links_client_desk_notifications`);
    expect(desk.json()).toMatchObject({ kind: 'client_desk_links', recipients: 1 });
    const translation = await post(
      `${LIVE}/events/${event.slug}/translation_change_notifications`,
      {
        send_to: ['fr@translators.test'],
        locale: 'fr',
      },
    );
    expect(translation.json()).toMatchObject({ kind: 'translation_change', recipients: 1 });
    await t.app.outbox.drain();
    const mails = readOutbox(t.dataDir);
    expect(mails.filter((mail) => mail.text === 'Budget day starts in ten minutes')).toHaveLength(
      2,
    );
    expect(mails.find((mail) => mail.to === 'client-desk@newsroom.test')).toMatchObject({
      subject: 'Links: Budget day',
      text: `Watch: ${t.config.publicUrl}/cms/content/live-event/${event.slug}`,
    });
    expect(mails.find((mail) => mail.to === 'fr@translators.test')).toMatchObject({
      subject: 'Translation changed: Budget day',
      text: 'The fr translation of "Budget day" changed.',
    });
  });

  it('send nothing when the change does not commit', async () => {
    const event = await eventWithAudience('Never told');
    const response = await post(`${LIVE}/events/${event.slug}/custom_notification`, {
      notification: { message: 'refused' },
    });
    expect(response.statusCode).toBe(500);
    await t.app.outbox.drain();
    expect(mailsAbout('Never told')).toEqual([]);
    const queued = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' = 'Never told'`);
    expect(queued).toEqual([]);
  });
  it('send nothing for a custom message the request refuses (a bad message)', async () => {
    const event = await eventWithAudience('Bad message');
    for (const message of ['null \u0000 inside', 'lone \ud800 surrogate', '']) {
      const response = await post(`${LIVE}/events/${event.slug}/custom_notification`, {
        notification: { message },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    await t.app.outbox.drain();
    expect(mailsAbout('Bad message')).toEqual([]);
    const queued = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' = 'Bad message'`);
    expect(queued).toEqual([]);
  });
});

describe('links in mail', () => {
  it('are absolute from PUBLIC_URL, whatever Host the request came with', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://cms.example.test/' });
    try {
      const configuredCookie = await cookieFor(configured, 'super_admin');
      const event = await createEvent(configured, configuredCookie, { title: 'Linked launch' });
      const response = await configured.app.inject({
        method: 'POST',
        url: `${LIVE}/events/${event.slug}/links_client_desk_notifications`,
        headers: { cookie: configuredCookie, host: 'evil.example.test' },
      });
      expect(response.statusCode).toBe(200);
      await configured.app.outbox.drain();
      const mail = readOutbox(configured.dataDir).find((m) => m.subject === 'Links: Linked launch');
      expect(mail?.text).toBe(
        `Watch: https://cms.example.test/cms/content/live-event/${event.slug}`,
      );
    } finally {
      await configured.close();
    }
  });
});

describe('with the mail server down', () => {
  it('the notification still succeeds, and each mail waits in the outbox with the error to retry', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const downCookie = await cookieFor(down, 'super_admin');
      const event = await createEvent(down, downCookie, { title: 'Quiet launch' });
      const response = await down.app.inject({
        method: 'POST',
        url: `${LIVE}/events/${event.slug}/links_client_desk_notifications`,
        headers: { cookie: downCookie },
      });
      expect(response.statusCode).toBe(200);
      await down.app.outbox.drain();
      const [job] = await down.db.select().from(outbox).where(eq(outbox.kind, 'mail.send'));
      expect(job).toMatchObject({ state: 'pending', attempts: 1 });
      expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(job?.runAt?.getTime()).toBeGreaterThan(down.clock.now().getTime());
    } finally {
      await down.close();
    }
  });
});
