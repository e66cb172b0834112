import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

describe('the load failure notice', () => {
  it('arrives with its title, text and a retry button', async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider>
        <LoadFailure title="Something went wrong" onRetry={onRetry}>
          The videos could not be loaded.
        </LoadFailure>
      </MantineProvider>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(/The videos could not be loaded\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
