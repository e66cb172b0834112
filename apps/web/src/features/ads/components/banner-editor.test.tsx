import type { TBanner } from '@newsroom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen as renderRoutes } from '../../../test/render-screen';
import { setUpApiStubs } from '../../../test/stub-api';
import { BannerEditor } from './banner-editor';

type TCall = { method: string; url: string; body: unknown };

/** Records every call; POST /banners answers `create`, anything else 404. */
function serve(create: (body: unknown) => Response) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (url === '/api/admin/ads/banners' && init?.method === 'POST') return create(body);
      return json(404, { errors: [{ code: 'not_found' }] });
    }),
  );
  return calls;
}

function renderEditor() {
  renderRoutes(
    [
      { path: 'ads/banners/:locale/new', element: <BannerEditor locale="de" readOnly={false} /> },
      { path: 'ads/banners/:locale/:id', element: <p>Saved banner page</p> },
      { path: 'ads/banners/:locale', element: <p>Banner list</p> },
    ],
    '/ads/banners/de/new',
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

const posts = (calls: TCall[]) => calls.filter((call) => call.method === 'POST');

setUpApiStubs();

describe('BannerEditor', () => {
  it('refuses a javascript: address and an end before the start by their fields, sending nothing', async () => {
    const calls = serve(() => json(500, {}));
    renderEditor();
    type('Title', 'Summer sale');
    type('Target address', 'javascript:alert(1)');
    type('Start', '2030-05-02T10:00');
    type('End', '2030-05-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText(/Enter an http or https address/)).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('previews the banner as typed and shows the server’s 422 next to its field', async () => {
    const calls = serve(() =>
      json(422, {
        errors: [{ code: 'invalid', field: 'banner.title', message: 'Title already taken here' }],
      }),
    );
    renderEditor();
    type('Title', 'Summer <b>sale</b>');
    type('Target address', 'https://www.example.com/sale');
    const preview = screen.getByRole('group', { name: 'Preview' });
    // Typed markup is text in the preview too.
    expect(preview).toHaveTextContent('Summer <b>sale</b>');
    expect(preview).toHaveTextContent('A click leads to https://www.example.com/sale');
    fireEvent.click(screen.getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('Title already taken here')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      banner: {
        locale: 'de',
        title: 'Summer <b>sale</b>',
        placement: 'home_top',
        target_url: 'https://www.example.com/sale',
        alt_text: '',
        starts_at: null,
        ends_at: null,
        active: true,
      },
    });
  });

  it('goes to the saved banner after creating it, without the unsaved-changes question', async () => {
    const saved = { id: 42, title: 'Summer sale' } as TBanner;
    serve(() => json(201, saved));
    renderEditor();
    type('Title', 'Summer sale');
    type('Target address', 'https://www.example.com/sale');
    fireEvent.click(screen.getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('Saved banner page')).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits', async () => {
    serve(() => json(500, {}));
    renderEditor();
    type('Title', 'Half typed');
    fireEvent.click(screen.getByRole('link', { name: 'All banners' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(screen.getByText('Banner list')).toBeInTheDocument());
  });
});
