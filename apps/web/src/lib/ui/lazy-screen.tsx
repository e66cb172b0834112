import { Center, Loader } from '@mantine/core';
import { CHUNK_LOAD_TIMEOUT_MS } from '@newsroom/contract';
import { type ComponentType, useEffect, useReducer } from 'react';

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

/** What the screen's area shows while its chunk downloads; the header is already there. */
function ScreenLoading() {
  return (
    <Center mih={240} data-testid="screen-loading">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/**
 * A route's `lazy`: resolves at once with a component that shows the screen once its chunk is
 * there, so the header and the page frame paint while it downloads (a route `lazy` that waited
 * for the chunk held back the whole first paint). The download starts at navigation, beside the
 * route's loader. Not React.lazy under Suspense: that boundary would also catch whatever the
 * screen suspends on later and swap the whole screen for the loader (a keyboard drag lost its
 * table). A chunk that fails or takes over 120 s (SPEC §9) throws a ChunkLoadError on render,
 * which the route error screen offers to fix with a reload.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let Screen: ComponentType | undefined;
    let failure: unknown;
    const loading = withTimeout(load()).then(
      (module) => {
        Screen = module.default;
      },
      (error: unknown) => {
        failure = error;
      },
    );
    function Component() {
      const [, loaded] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        if (!Screen && !failure) void loading.then(loaded);
      }, []);
      if (failure) throw failure;
      return Screen ? <Screen /> : <ScreenLoading />;
    }
    return { Component };
  };
}
