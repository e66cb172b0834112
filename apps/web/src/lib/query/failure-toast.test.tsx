import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/query-client';
import { ApiRequestError } from '../api/client';
import { notifySomethingWentWrong } from '../notifications/notify';
import { OWN_ERRORS, type TFailureMeta } from './failure-toast';

vi.mock('../notifications/notify', () => ({ notifySomethingWentWrong: vi.fn() }));
const toast = vi.mocked(notifySomethingWentWrong);

const failure = (status: number, code = 'x') => new ApiRequestError(status, [{ code }]);

let client: ReturnType<typeof testQueryClient>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  toast.mockClear();
  client = testQueryClient();
});

function failingQuery(error: unknown, meta?: TFailureMeta) {
  return () =>
    useQuery({
      queryKey: ['failing'],
      queryFn: () => Promise.reject(error),
      meta,
    });
}

function failingMutation(error: unknown, meta?: TFailureMeta) {
  return () => useMutation({ mutationFn: () => Promise.reject(error), meta });
}

describe("the 'Something went wrong' toast, raised by the query client (SPEC §8)", () => {
  it('shows once per failed load, however many parts of the screen watch it', async () => {
    const load = failingQuery(failure(500));
    const { result } = renderHook(() => [load(), load(), load()], { wrapper });
    await waitFor(() => expect(result.current[0]?.isError).toBe(true));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('shows again when the retry fails too', async () => {
    const { result } = renderHook(failingQuery(failure(500)), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await act(() => result.current.refetch());
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('not for an aborted request, a 401, or a 404 the screen shows as "Not found"', async () => {
    for (const error of [
      new DOMException('aborted', 'AbortError'),
      failure(401),
      failure(404, 'not_found'),
    ]) {
      client = testQueryClient();
      const { result, unmount } = renderHook(failingQuery(error), { wrapper });
      await waitFor(() => expect(result.current.isError).toBe(true));
      unmount();
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('a load may say its own failures', async () => {
    const { result } = renderHook(failingQuery(failure(403), { ownErrors: [403] }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows for a failed change', async () => {
    const { result } = renderHook(failingMutation(failure(500)), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a change that explains every failure itself opts out', async () => {
    const { result } = renderHook(failingMutation(failure(500), OWN_ERRORS), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(toast).not.toHaveBeenCalled();
  });

  it('a change that handles its typed errors (409, 422) still toasts the others', async () => {
    const meta = { ownErrors: [409, 422] } as const;
    const conflict = renderHook(failingMutation(failure(409, 'conflict'), meta), { wrapper });
    await act(() => conflict.result.current.mutateAsync().catch(() => undefined));
    const invalid = renderHook(failingMutation(failure(422, 'invalid'), meta), { wrapper });
    await act(() => invalid.result.current.mutateAsync().catch(() => undefined));
    expect(toast).not.toHaveBeenCalled();
    const broken = renderHook(failingMutation(failure(503), meta), { wrapper });
    await act(() => broken.result.current.mutateAsync().catch(() => undefined));
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
