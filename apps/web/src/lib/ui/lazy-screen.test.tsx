import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen, withTimeout } from './lazy-screen';

class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p>{error instanceof ChunkLoadError ? 'chunk failed' : 'other failure'}</p>;
    return this.props.children;
  }
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

  it('resolves the route at once and shows the screen once its chunk is there', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const route = await lazyScreen(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    )();
    render(
      <MantineProvider>
        <route.Component />
      </MantineProvider>,
    );
    expect(screen.getByTestId('screen-loading')).toBeInTheDocument();
    arrive({ default: () => <h1>The screen</h1> });
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('turns a failed import into a ChunkLoadError thrown where the screen renders', async () => {
    const route = await lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider>
        <Caught>
          <route.Component />
        </Caught>
      </MantineProvider>,
    );
    expect(await screen.findByText('chunk failed')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
