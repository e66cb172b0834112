import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('runs one submit at a time, busy while it runs, and a dropped form submit never reaches the browser', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(
      (_event?: unknown) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useSubmitOnce(submit));
    const event = { preventDefault: vi.fn() };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(event);
    });
    expect(result.current.busy).toBe(true);
    // The double click: the second submit is dropped, its default action stopped.
    await act(() => result.current.submit(event));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    // Once the answer is in, the next submit runs again (a retry after a failure).
    act(() => {
      void result.current.submit(event);
    });
    expect(submit).toHaveBeenCalledTimes(2);
    await act(async () => finish());
  });

  it('is free again after the handler throws', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useSubmitOnce(submit));
    await act(() => result.current.submit().catch(() => undefined));
    expect(result.current.busy).toBe(false);
    await act(() => result.current.submit());
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
