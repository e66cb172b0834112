import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushNotification } from './notify';
import { ToastContainer } from './toast-container';

describe('the toast container', () => {
  it('renders nothing until the first toast, then shows it at the top', async () => {
    render(
      <MantineProvider>
        <ToastContainer />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      pushNotification({ type: 'info', title: 'First toast' });
    });
    expect(await screen.findByText('First toast')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
