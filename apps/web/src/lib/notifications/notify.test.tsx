import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeNotification, pushNotification } from './notify';

function host() {
  render(
    <MantineProvider>
      <Notifications position="top-center" />
    </MantineProvider>,
  );
}

describe('notifications (SPEC §2, §3)', () => {
  it('pushes an item with an id made from the timestamp, a type, a title and a link', async () => {
    host();
    let item: ReturnType<typeof pushNotification> | undefined;
    act(() => {
      item = pushNotification({
        type: 'success',
        title: 'Saved',
        link: { href: '/cms/x', label: 'Open it' },
      });
    });
    expect(Number(item?.id)).toBeGreaterThan(Date.now() - 5_000);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/cms/x');
    act(() => closeNotification(item?.id ?? ''));
  });

  it('gives each pushed item its own id', () => {
    host();
    const ids = new Set<string>();
    act(() => {
      for (let i = 0; i < 3; i++) ids.add(pushNotification({ type: 'info', title: `n${i}` }).id);
    });
    expect(ids.size).toBe(3);
  });

  it('closes itself after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    host();
    act(() => {
      pushNotification({ type: 'error', title: 'Will vanish' });
    });
    expect(await screen.findByText('Will vanish')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3_500);
    });
    await vi.waitFor(() => expect(screen.queryByText('Will vanish')).not.toBeInTheDocument());
    vi.useRealTimers();
  });
});
