import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { useRowChange } from './use-row-change';

const pushNotification = vi.hoisted(() => vi.fn());
vi.mock('../notifications/notify', () => ({ pushNotification }));

describe('useRowChange', () => {
  it('asks about a row, sends the change it confirms, toasts the title and stops asking', async () => {
    const change = vi.fn(async (_input: { id: number }) => undefined);
    const { result } = renderHook(() => useRowChange<{ id: number }, number>(change));
    expect(result.current.confirm(() => [{ id: 0 }, '']).opened).toBe(false);
    act(() => result.current.ask(7));
    const dialog = result.current.confirm((id) => [{ id }, 'Removed']);
    expect(dialog.opened).toBe(true);
    await act(async () => {
      dialog.onConfirm();
    });
    expect(change).toHaveBeenCalledWith({ id: 7 });
    expect(pushNotification).toHaveBeenCalledWith({ type: 'success', title: 'Removed' });
    expect(result.current.asking).toBeNull();
  });

  it('keeps asking after a refusal and toasts it under the given title', async () => {
    const refusal = new ApiRequestError(409, [{ code: 'conflict', message: 'Changed meanwhile' }]);
    const change = vi.fn(async () => Promise.reject(refusal));
    const { result } = renderHook(() => useRowChange<number, number>(change, 'Not removed'));
    act(() => result.current.ask(3));
    await act(() => result.current.run(3, 'Removed'));
    expect(pushNotification).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: 'Not removed' }),
    );
    expect(result.current.asking).toBe(3);
  });
});
