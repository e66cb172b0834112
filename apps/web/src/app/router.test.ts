import { describe, expect, it } from 'vitest';
import { createFirstScreenRouter } from './router';

/** The page's address, as the browser router reads it. */
const at = (path: string) => {
  window.history.replaceState(null, '', `/cms${path}`);
  return window.location;
};

describe('the router of the first screen', () => {
  it('has the screen’s code and counts its loaders done before the first render', async () => {
    const router = await createFirstScreenRouter(at('/content/videos/all?page=2'));
    // Initialized: the first render draws the screen, not the hydrate fallback.
    expect(router.state.initialized).toBe(true);
    const leaf = router.state.matches.at(-1);
    expect(leaf?.route.path).toBe('content/videos/all');
    expect(leaf?.route.lazy).toBeUndefined();
    // The screen itself (React Router keeps a Component as its element).
    expect(leaf?.route.element ?? leaf?.route.Component).toBeTruthy();
    expect(router.state.loaderData[leaf?.route.id ?? '']).toBeNull();
    router.dispose();
  });

  it('leaves a path no route matches to the router as before', async () => {
    const router = await createFirstScreenRouter(at('/no/such/screen'));
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
