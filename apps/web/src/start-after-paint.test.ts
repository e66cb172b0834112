import { APP_SCRIPTS_ELEMENT_ID } from '@newsroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SCRIPTS = {
  entry: '/cms/assets/index-a.js',
  preloads: ['/cms/assets/react-b.js', '/cms/assets/videos-c.js'],
};

const added = () => ({
  scripts: Array.from(document.head.querySelectorAll('script[type="module"]'), (s) =>
    s.getAttribute('src'),
  ),
  preloads: Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (l) =>
    l.getAttribute('href'),
  ),
});

const visibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify(SCRIPTS)}</script>`;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('start-after-paint', () => {
  it('asks for the app’s entry and its modules only after the next frame', async () => {
    visibility('visible');
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    vi.useFakeTimers();
    await import('./start-after-paint');
    expect(added()).toEqual({ scripts: [], preloads: [] });
    frame?.(0);
    expect(added().scripts).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual({ scripts: [SCRIPTS.entry], preloads: SCRIPTS.preloads });
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    // As Vite names them, so the preloaded modules are the ones the entry imports.
    expect(entry.getAttribute('crossorigin')).toBe('');
  });

  it('asks at once in a tab opened in the background, which draws no frames', async () => {
    visibility('hidden');
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    await import('./start-after-paint');
    expect(frame).not.toHaveBeenCalled();
    expect(added()).toEqual({ scripts: [SCRIPTS.entry], preloads: SCRIPTS.preloads });
  });

  it('does nothing on a page that names no scripts', async () => {
    visibility('hidden');
    document.body.innerHTML = '';
    await import('./start-after-paint');
    expect(added()).toEqual({ scripts: [], preloads: [] });
  });
});
