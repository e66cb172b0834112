import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/json-response';
import { testQueryClient } from '../../test/query-client';
import { setUpApiStubs, stubApi } from '../../test/stub-api';
import { AdminTimeZoneProvider, useAdminTimeZone } from './date-time';
import { useZonedValue } from './use-zoned-input';

const ZONES = {
  time_zones: [
    { name: 'UTC', offset: '+00:00' },
    { name: 'Asia/Kolkata', offset: '+05:30' },
  ],
};

/** The browser's zone (UTC here) until "My preferences" answers Asia/Kolkata, on `arrive()`. */
function lateZone({ provided = false } = {}) {
  let arrive = () => {};
  const answer = new Promise<Response>((resolve) => {
    arrive = () => resolve(json(200, { time_zone: 'Asia/Kolkata' }));
  });
  stubApi((url) => {
    if (url.startsWith('/api/time_zones')) return json(200, ZONES);
    if (url.startsWith('/api/admin/preferences')) return answer as unknown as Response;
    return undefined;
  });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {provided ? <AdminTimeZoneProvider>{children}</AdminTimeZoneProvider> : children}
    </QueryClientProvider>
  );
  return { wrapper, arrive: () => arrive() };
}

setUpApiStubs();

describe('useZonedValue when the admin’s zone changes after mount', () => {
  it('writes an untouched value again on the new clock: the same instant', async () => {
    const { wrapper, arrive } = lateZone();
    const { result } = renderHook(() => useZonedValue(() => '2026-12-01T10:00:00.000Z'), {
      wrapper,
    });
    expect(result.current).toMatchObject({ zone: 'UTC', value: '2026-12-01T10:00' });
    arrive();
    await waitFor(() => expect(result.current.zone).toBe('Asia/Kolkata'));
    expect(result.current.value).toBe('2026-12-01T15:30');
    expect(result.current.instant).toBe('2026-12-01T10:00:00.000Z');
  });

  it('keeps a typed value in the zone it was typed in', async () => {
    const { wrapper, arrive } = lateZone();
    const { result } = renderHook(
      () => ({ admin: useAdminTimeZone(), at: useZonedValue(() => null) }),
      { wrapper },
    );
    act(() => result.current.at.set('2026-12-02T08:15'));
    arrive();
    await waitFor(() => expect(result.current.admin).toBe('Asia/Kolkata'));
    expect(result.current.at).toMatchObject({ zone: 'UTC', value: '2026-12-02T08:15' });
    expect(result.current.at.instant).toBe('2026-12-02T08:15:00.000Z');
  });

  it('follows the new zone while the value is empty', async () => {
    const { wrapper, arrive } = lateZone();
    const { result } = renderHook(() => useZonedValue(() => null), { wrapper });
    arrive();
    await waitFor(() => expect(result.current.zone).toBe('Asia/Kolkata'));
    act(() => result.current.set('2026-12-02T08:15'));
    expect(result.current.instant).toBe('2026-12-02T02:45:00.000Z');
  });
});

describe('AdminTimeZoneProvider', () => {
  it('gives the browser’s zone, then the chosen one once "My preferences" answers', async () => {
    const { wrapper, arrive } = lateZone({ provided: true });
    const { result } = renderHook(() => useAdminTimeZone(), { wrapper });
    expect(result.current).toBe('UTC');
    arrive();
    await waitFor(() => expect(result.current).toBe('Asia/Kolkata'));
  });

  it('moves a zoned value inside it to the new clock, as without it', async () => {
    const { wrapper, arrive } = lateZone({ provided: true });
    const { result } = renderHook(() => useZonedValue(() => '2026-12-01T10:00:00.000Z'), {
      wrapper,
    });
    arrive();
    await waitFor(() => expect(result.current.zone).toBe('Asia/Kolkata'));
    expect(result.current.value).toBe('2026-12-01T15:30');
  });
});
