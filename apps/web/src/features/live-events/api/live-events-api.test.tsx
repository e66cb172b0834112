import type { TLiveEventList, TLiveEventStatus } from '@newsroom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../../../lib/api/auth-state';
import { clearReusedGets } from '../../../lib/api/get-reuse';
import { json } from '../../../test/json-response';
import { aLiveEvent } from '../../../test/live-event-factory';
import { useUpdateLiveEvent } from './live-events-api';

function setup(patchStatus: TLiveEventStatus) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', url: String(input), body });
      if (String(input).endsWith('/status'))
        return json(200, aLiveEvent({ slug: 'ev', status: 'live' }));
      return json(200, aLiveEvent({ slug: 'ev', status: patchStatus }));
    }),
  );
  const client = new QueryClient();
  client.setQueryData(['live-events', 'list', 'all', {}], {
    events: [],
    count: 0,
  } satisfies TLiveEventList);
  client.setQueryData(['live-events', 'one', 'ev'], aLiveEvent({ slug: 'ev' }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUpdateLiveEvent(), { wrapper });
  const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { calls, hook, invalidated };
}

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

describe('saving a live event (SPEC §4)', () => {
  it('saves going_live as live, then sets live with the status call, and refreshes the lists', async () => {
    const { calls, hook, invalidated } = setup('live');
    const result = await hook.result.current.mutateAsync({
      slug: 'ev',
      event: { status: 'going_live', version: 3 },
    });
    expect(result.status).toBe('live');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['PATCH', '/api/admin/content/live/events/ev'],
      ['PATCH', '/api/admin/content/live/events/ev/status'],
    ]);
    expect(calls[0]?.body).toEqual({ event: { status: 'live', version: 3 } });
    expect(calls[1]?.body).toEqual({ status: 'live' });
    await waitFor(() => expect(invalidated(['live-events', 'list', 'all', {}])).toBe(true));
  });

  it('stops after an update answered failed and leaves the lists alone', async () => {
    const { calls, hook, invalidated } = setup('failed');
    const result = await hook.result.current.mutateAsync({
      slug: 'ev',
      event: { status: 'going_live', version: 3 },
    });
    expect(result.status).toBe('failed');
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(invalidated(['live-events', 'one', 'ev'])).toBe(true));
    expect(invalidated(['live-events', 'list', 'all', {}])).toBe(false);
  });

  it('sends any other status as it is, with no status call', async () => {
    const { calls, hook } = setup('ended');
    await hook.result.current.mutateAsync({ slug: 'ev', event: { status: 'ended', version: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ event: { status: 'ended', version: 1 } });
  });
});
