import { MantineProvider } from '@mantine/core';
import type { TLiveEvent } from '@newsroom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../../../lib/api/auth-state';
import { clearReusedGets } from '../../../lib/api/get-reuse';
import { json } from '../../../test/json-response';
import { aLiveEvent } from '../../../test/live-event-factory';
import { testQueryClient } from '../../../test/query-client';
import { ImageField } from './image-field';

const EVENT_URL = '/api/admin/content/live/events/summit';
const noImage: TLiveEvent['image'] = { url: null, x273x154: { url: null } };
const withImage: TLiveEvent['image'] = {
  url: '/media/live-events/1/a.png',
  x273x154: { url: '/media/live-events/1/a-273x154.jpg' },
};

/** The event, and `upload` for POST .../image; every call is recorded. */
function serve(upload: () => Response) {
  let image = noImage;
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
      if (url === `${EVENT_URL}/image`) {
        const response = upload();
        if (response.ok) image = withImage;
        return response;
      }
      if (url === EVENT_URL) return json(200, aLiveEvent({ version: 4, image }));
      return json(404, { errors: [{ code: 'not_found' }] });
    }),
  );
  return calls;
}

function renderField(slug?: string) {
  const queryClient = testQueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ImageField slug={slug} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageField', () => {
  it('asks to save a new event first', () => {
    serve(() => json(500, {}));
    renderField(undefined);
    expect(screen.getByText('Save the event first, then add its image.')).toBeTruthy();
  });

  it('uploads the chosen file as the multipart field `image` and shows the variant', async () => {
    const calls = serve(() => json(200, aLiveEvent({ version: 5, image: withImage })));
    renderField('summit');
    await screen.findByText('No image');
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: /273x154/ });
    expect(preview.getAttribute('src')).toBe('/media/live-events/1/a-273x154.jpg');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toBeInstanceOf(FormData);
    expect(((post?.body as FormData).get('image') as File).name).toBe('a.png');
  });

  it('shows the server’s reason when it refuses the file', async () => {
    serve(() =>
      json(422, {
        errors: [{ code: 'invalid', field: 'image', message: 'The file is not an image.' }],
      }),
    );
    renderField('summit');
    await screen.findByText('No image');
    choose(new File(['notes'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not an image.');
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const calls = serve(() => json(200, aLiveEvent()));
    renderField('summit');
    await screen.findByText('No image');
    choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The image is larger than 10 MB.');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
  });
});
