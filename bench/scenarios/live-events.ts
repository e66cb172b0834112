import { load, report } from '../support/load';
import { startBenchServer } from '../support/server';

const EVENTS = 200;

/**
 * Live events through the real HTTP API: the active list (what the list screen
 * opens on) and one event's stream statistics (what the monitor polls every 5 s
 * per event), each under 10 concurrent connections.
 */
export async function run() {
  const server = await startBenchServer();
  try {
    const cookie = await server.signInAs('live_admin');
    const headers = { cookie, 'content-type': 'application/json' };
    const api = `${server.url}/api/admin/content/live`;
    let slug = '';
    for (let i = 0; i < EVENTS; i++) {
      const response = await fetch(`${api}/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ event: { title: `Bench live event ${i}` } }),
      });
      if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
      slug = ((await response.json()) as { slug: string }).slug;
    }
    const live = await fetch(`${api}/events/${slug}/status`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 'live' }),
    });
    if (!live.ok) throw new Error(`status failed: ${live.status}`);

    for (const [figure, url] of [
      ['actives_list_p95', `${api}/events/actives?page=1`],
      ['stream_statistics_p95', `${api}/events/${slug}/targets/stream_statistics`],
    ] as const) {
      const result = await load({ url, connections: 10, seconds: 5, headers: { cookie } });
      report({
        scenario: 'live-events',
        driver: server.driver,
        figure,
        events: EVENTS,
        ...result,
        target: 'p95 <= 100 ms',
        meets_target: result.p95_ms <= 100 && result.errors === 0,
      });
    }
  } finally {
    await server.close();
  }
}
