import { CHUNK_LOAD_TIMEOUT_MS } from '@newsroom/contract';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The screen took over ${ms / 1000} s to load.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/**
 * A route's `lazy` loader: the screen's code arrives in its own chunk, and a
 * chunk that fails or takes over 120 s (SPEC §9) becomes a ChunkLoadError that
 * the route error screen offers to fix with a reload. A screen module may also export
 * `loader` (a `prefetchLoader`): its first requests, kept out of the entry script, which the
 * server's render of the first screen and the browser's first render both wait for.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>,
) {
  return async () => {
    const screen = await withTimeout(load());
    return screen.loader
      ? { Component: screen.default, loader: screen.loader }
      : { Component: screen.default };
  };
}
