import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { aLiveEvent } from '../../../test/live-event-factory';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import LiveEventScreen from './live-event-screen';

const ZONES = {
  time_zones: [
    { name: 'UTC', offset: '+00:00' },
    { name: 'Asia/Kolkata', offset: '+05:30' },
  ],
};

/**
 * The event at 10:00 UTC; "My preferences" (Asia/Kolkata, not the browser's UTC) answers only
 * when `arrive` is called, after the form was filled. Returns the bodies the screen sent.
 */
function serve() {
  const sent: Record<string, unknown>[] = [];
  let arrive = () => {};
  const preferences = new Promise<Response>((resolve) => {
    arrive = () => resolve(json(200, { time_zone: 'Asia/Kolkata' }));
  });
  stubApi((url, init) => {
    if (url.startsWith('/api/time_zones')) return json(200, ZONES);
    if (url.startsWith('/api/admin/preferences')) return preferences as unknown as Response;
    if (url.startsWith('/api/admin/content/live/events/summit')) {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { event: Record<string, unknown> };
        sent.push(body.event);
        return json(200, aLiveEvent({ version: 2 }));
      }
      return json(200, aLiveEvent());
    }
    return undefined;
  });
  renderScreen(
    [{ path: 'content/live-event/:slug', element: <LiveEventScreen /> }],
    '/content/live-event/summit',
  );
  return { sent, arrive: () => arrive() };
}

setUpApiStubs();

describe('the live event form when the admin’s zone is known late', () => {
  it('shows, names and saves the start in one zone: the saved start is not shifted', async () => {
    const { sent, arrive } = serve();
    const start = await screen.findByLabelText(/Start \(UTC\)/);
    expect(start).toHaveValue('2026-12-01T10:00');
    arrive();
    const moved = await screen.findByLabelText(/Start \(Asia\/Kolkata\)/);
    await waitFor(() => expect(moved).toHaveValue('2026-12-01T15:30'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.start_at).toBe('2026-12-01T10:00:00.000Z');
  });

  it('keeps a start typed before the zone arrived in the zone its label named', async () => {
    const { sent, arrive } = serve();
    const start = await screen.findByLabelText(/Start \(UTC\)/);
    fireEvent.change(start, { target: { value: '2026-12-02T08:15' } });
    arrive();
    await screen.findByText(/Version 1/);
    await waitFor(() =>
      expect(screen.getByLabelText(/Start \(UTC\)/)).toHaveValue('2026-12-02T08:15'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.start_at).toBe('2026-12-02T08:15:00.000Z');
  });
});
