import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TAlert } from '@newsroom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../../../lib/api/auth-state';
import { clearReusedGets } from '../../../lib/api/get-reuse';
import { json } from '../../../test/json-response';
import { testQueryClient } from '../../../test/query-client';
import { AlertModal } from './alert-modal';

const OVERLAP =
  'The alert “Old notice” of this type is live at the same time. End it to save this one?';

/** POST /alerts answers 409 alert_overlap unless `end_overlapping` is set; every body is kept. */
function serve() {
  const bodies: { end_overlapping?: boolean; alert: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/admin/ads/alerts' || init?.method !== 'POST')
        return json(404, { errors: [{ code: 'not_found' }] });
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      if (!body.end_overlapping)
        return json(409, {
          errors: [{ code: 'alert_overlap', field: 'alert.starts_at', message: OVERLAP }],
        });
      return json(201, { id: 7, ...body.alert } as TAlert);
    }),
  );
  return bodies;
}

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

describe('AlertModal', () => {
  it('asks whether to end the live alert of the type, then saves again ending it', async () => {
    const bodies = serve();
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={testQueryClient()}>
          <AlertModal opened locale="fr" alert={null} onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Text', { exact: false }), {
      target: { value: 'Server move tonight' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(OVERLAP)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'End it and save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies.map((body) => body.end_overlapping)).toEqual([false, true]);
    expect(bodies[1]?.alert).toMatchObject({
      locale: 'fr',
      type: 'breaking',
      text: 'Server move tonight',
      link_url: null,
      active: true,
      dismissible: true,
    });
  });
});
