import type { TAlert } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { adsSession, at, createAlert, hours } from './helpers';

const { t, api } = adsSession();

const read = async (id: number): Promise<TAlert> => (await api('GET', `/alerts/${id}`)).json();

describe('alerts of a locale', () => {
  it('creates, reads, lists, changes and deletes an alert with its state', async () => {
    const alert = await createAlert(api, {
      locale: 'de',
      type: 'maintenance',
      text: 'Wartung heute Nacht',
      starts_at: at(t, hours(1)),
      ends_at: at(t, hours(3)),
      dismissible: false,
    });
    expect(alert).toMatchObject({
      locale: 'de',
      type: 'maintenance',
      state: 'scheduled',
      active: true,
      dismissible: false,
      link_url: null,
      version: 1,
    });
    expect(await read(alert.id)).toEqual(alert);
    const changed = await api('PATCH', `/alerts/${alert.id}`, {
      alert: { starts_at: at(t, -hours(1)), link_url: 'https://status.example.com', version: 1 },
    });
    expect(changed.json()).toMatchObject({
      state: 'live',
      link_url: 'https://status.example.com',
      version: 2,
    });
    const list = (await api('GET', '/alerts?locale=de')).json();
    expect(list.alerts.map((a: TAlert) => a.id)).toContain(alert.id);
    expect(list.count).toBe(list.alerts.length);
    expect((await api('GET', '/alerts?locale=de&type=breaking')).json().count).toBe(0);

    const stale = await api('PATCH', `/alerts/${alert.id}`, { alert: { text: 'x', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    expect((await api('DELETE', `/alerts/${alert.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/alerts/${alert.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 on the field', async () => {
    const base = { locale: 'en', type: 'info', text: 'Hello', starts_at: at(t, 0) };
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'x'.repeat(281) }, 'alert.text'],
      [{ text: '' }, 'alert.text'],
      [{ text: 'line\nbreak' }, 'alert.text'],
      [{ link_url: 'javascript:alert(1)' }, 'alert.link_url'],
      [{ link_url: 'mailto:desk@example.com' }, 'alert.link_url'],
      [{ ends_at: at(t, -hours(1)) }, 'alert.ends_at'],
      [{ type: 'promo' }, 'alert.type'],
      [{ locale: 'zz' }, 'alert.locale'],
      [{ starts_at: null }, 'alert.starts_at'],
    ];
    for (const [change, field] of cases) {
      const response = await api('POST', '/alerts', { alert: { ...base, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const html = await createAlert(api, { ...base, text: '<img src=x onerror=alert(1)>' });
    expect(html.text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('at most one live alert of a type per locale', () => {
  it('answers 409 alert_overlap naming the live one, and ends it when asked to', async () => {
    const first = await createAlert(api, {
      locale: 'fr',
      text: 'Séisme au large',
      starts_at: at(t, -hours(1)),
    });
    const second = {
      locale: 'fr',
      type: 'breaking',
      text: 'Élection: résultats',
      starts_at: at(t, hours(2)),
    };
    const refused = await api('POST', '/alerts', { alert: second });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'alert_overlap' });
    expect(refused.json().errors[0].message).toContain('Séisme au large');
    expect((await api('GET', '/alerts?locale=fr')).json().count).toBe(1);

    const saved = await createAlert(api, second, true);
    const ended = await read(first.id);
    // The first one ends when the second starts, and stays live until then.
    expect(ended.ends_at).toBe(saved.starts_at);
    expect(ended.state).toBe('live');
    expect(ended.version).toBe(2);
    const history = (await api('GET', `/alerts/${first.id}/history`)).json().history;
    expect(history[0]).toMatchObject({
      action: 'ended_by_alert',
      after: { ends_at: saved.starts_at, by_alert: saved.id },
    });
  });

  it('switches off a later one that the new alert covers from its start', async () => {
    const later = await createAlert(api, {
      locale: 'it',
      type: 'live',
      text: 'Diretta stasera',
      starts_at: at(t, hours(5)),
      ends_at: at(t, hours(6)),
    });
    const now = await createAlert(
      api,
      { locale: 'it', type: 'live', text: 'Diretta ora', starts_at: at(t, 0) },
      true,
    );
    expect(now.state).toBe('live');
    expect(await read(later.id)).toMatchObject({ active: false, state: 'inactive' });
  });

  it('lets alerts of other types, other locales, inactive ones and past overlaps be', async () => {
    await createAlert(api, { locale: 'es', text: 'Última hora', starts_at: at(t, -hours(2)) });
    await createAlert(api, { locale: 'es', type: 'info', text: 'Info', starts_at: at(t, 0) });
    await createAlert(api, { locale: 'pt', text: 'Última hora pt', starts_at: at(t, 0) });
    await createAlert(api, {
      locale: 'es',
      text: 'Borrador',
      starts_at: at(t, 0),
      active: false,
    });
    // Overlapping only in the past: never live at the same time.
    await createAlert(api, {
      locale: 'es',
      text: 'Ayer',
      starts_at: at(t, -hours(30)),
      ends_at: at(t, -hours(24)),
    });
    const all = (await api('GET', '/alerts?locale=es')).json().alerts as TAlert[];
    expect(all.filter((alert) => alert.state === 'live').map((alert) => alert.type)).toEqual([
      'info',
      'breaking',
    ]);
  });

  it('checks changes too: switching one on, moving its window or changing its type', async () => {
    const live = await createAlert(api, {
      locale: 'tr',
      type: 'info',
      text: 'Bilgi',
      starts_at: at(t, -hours(1)),
    });
    const draft = await createAlert(api, {
      locale: 'tr',
      type: 'maintenance',
      text: 'Bakım',
      starts_at: at(t, 0),
    });
    const retype = await api('PATCH', `/alerts/${draft.id}`, {
      alert: { type: 'info', version: 1 },
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().errors[0].code).toBe('alert_overlap');
    const forced = await api('PATCH', `/alerts/${draft.id}`, {
      alert: { type: 'info', version: 1 },
      end_overlapping: true,
    });
    expect(forced.statusCode).toBe(200);
    expect((await read(live.id)).state).toBe('expired');
  });

  it('lets only one of two overlapping alerts saved at the same moment through', async () => {
    const make = (text: string) =>
      api('POST', '/alerts', {
        alert: { locale: 'uk', type: 'breaking', text, starts_at: at(t, 0) },
      });
    const responses = await Promise.all([make('Перша'), make('Друга'), make('Третя')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const live = ((await api('GET', '/alerts?locale=uk')).json().alerts as TAlert[]).filter(
      (alert) => alert.state === 'live',
    );
    expect(live).toHaveLength(1);
  });
});

describe('copies and history', () => {
  it('copies an alert to other locales switched off, and records every step', async () => {
    const source = await createAlert(api, {
      locale: 'ar',
      type: 'breaking',
      text: 'عاجل',
      starts_at: at(t, 0),
    });
    await createAlert(api, { locale: 'zh', type: 'breaking', text: '突发', starts_at: at(t, 0) });
    const response = await api('POST', `/alerts/${source.id}/duplicates`, { locales: ['zh'] });
    expect(response.statusCode).toBe(201);
    const [copy] = response.json().alerts as TAlert[];
    expect(copy).toMatchObject({ locale: 'zh', text: 'عاجل', active: false, state: 'inactive' });
    await api('PATCH', `/alerts/${source.id}`, { alert: { text: 'عاجل جدا', version: 1 } });
    await api('DELETE', `/alerts/${source.id}`);
    const history = (await api('GET', `/alerts/${source.id}/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'duplicate_to',
      'create',
    ]);
    expect(history[1]).toMatchObject({ before: { text: 'عاجل' }, after: { text: 'عاجل جدا' } });
    const copyHistory = (await api('GET', `/alerts/${copy?.id}/history`)).json().history;
    expect(copyHistory[0]).toMatchObject({
      action: 'duplicate',
      before: { duplicated_from: source.id },
    });
  });
});
