import { LIVE, type TTestApp } from '../support';

export async function createEvent(
  t: TTestApp,
  cookie: string,
  event: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${LIVE}/events`,
    headers: { cookie },
    payload: { event: { title: 'World news live', ...event } },
  });
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
