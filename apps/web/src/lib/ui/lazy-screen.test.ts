import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen, withTimeout } from './lazy-screen';

function Screen() {
  return null;
}

describe('lazy screens (SPEC §9 chunk timeout)', () => {
  it('gives up after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never).catch((error) => error);
    vi.advanceTimersByTime(120_000);
    expect(await loading).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('turns a failed import into a ChunkLoadError and passes a loaded screen on', async () => {
    const failing = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failing()).rejects.toBeInstanceOf(ChunkLoadError);
    expect((await lazyScreen(async () => ({ default: Screen }))()).Component).toBe(Screen);
  });
});
