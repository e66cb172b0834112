import { describe, expect, it, vi } from 'vitest';
import { unregisterLeftoverServiceWorkers } from './service-worker';

describe('leftover service workers', () => {
  it('unregisters every registration at start', async () => {
    const unregister = vi.fn(async () => true);
    const container = { getRegistrations: async () => [{ unregister }, { unregister }] };
    expect(
      await unregisterLeftoverServiceWorkers(container as unknown as ServiceWorkerContainer),
    ).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });
});
