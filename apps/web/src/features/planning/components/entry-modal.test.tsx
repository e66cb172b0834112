import type { TPlanningEntry } from '@newsroom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import { EntryModal } from './entry-modal';

setUpApiStubs();

const ENTRIES = '/api/admin/planning/entries';
const entry: TPlanningEntry = {
  id: 5,
  locale: 'en',
  starts_at: '2031-03-03T09:00:00.000Z',
  time_zone: 'Europe/Brussels',
  title: 'Summit in Brussels',
  description: '',
  country_id: 2,
  country_name: 'Belgium',
  region_id: 1,
  region_name: 'Europe',
  city: 'Brussels',
  kind: 'live',
  status: 'planned',
  desk: 'Europe desk',
  live_event_id: null,
  version: 3,
  created_at: '2031-01-01T00:00:00.000Z',
  updated_at: '2031-01-01T00:00:00.000Z',
};

function reference(url: string) {
  if (url.startsWith('/api/admin/content/regions'))
    return json(200, { regions: [{ id: 1, name: 'Europe', enabled: true }] });
  if (url.startsWith('/api/admin/content/countries'))
    return json(200, {
      countries: [{ id: 2, code: 'be', name: 'Belgium', region_id: 1, enabled: true }],
    });
  if (url.startsWith('/api/time_zones'))
    return json(200, { time_zones: [{ name: 'Europe/Brussels', offset: '+01:00' }] });
  return undefined;
}

function open(current: TPlanningEntry | null, onClose = vi.fn()) {
  renderScreen(
    [{ path: '/p', element: <EntryModal locale="en" entry={current} onClose={onClose} /> }],
    '/p',
  );
  return onClose;
}

describe('EntryModal', () => {
  it('checks the form with the contract before sending anything', async () => {
    const fetchMock = stubApi(reference);
    open(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Plan it' }));
    expect(await screen.findByText('Title is required', { exact: false })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(ENTRIES))).toBe(false);
  });

  it("shows the server's refusal by its field and keeps Save disabled while it runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi((url, init) => {
      if (url === `${ENTRIES}/5` && init?.method === 'PATCH')
        return new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response;
      return reference(url);
    });
    const onClose = open(entry);
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Bruges' } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.click(save);
    answer(
      json(422, {
        errors: [{ code: 'invalid', field: 'entry.city', message: 'Not a city we know' }],
      }),
    );
    expect(await screen.findByText('Not a city we know')).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(String(patches[0]?.[1]?.body)).entry).toMatchObject({
      city: 'Bruges',
      version: 3,
      country_id: 2,
      region_id: 1,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when someone saved first, and asks before closing with unsaved edits', async () => {
    stubApi((url, init) =>
      url === `${ENTRIES}/5` && init?.method === 'PATCH'
        ? json(409, { errors: [{ code: 'conflict' }] })
        : reference(url),
    );
    const onClose = open(entry);
    fireEvent.change(await screen.findByLabelText('Desk'), { target: { value: 'Night desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this entry first')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the entry's history on its tab", async () => {
    stubApi((url) =>
      url.startsWith(`${ENTRIES}/5/history`)
        ? json(200, {
            history: [
              {
                id: 9,
                action: 'update',
                created_at: '2031-01-02T00:00:00.000Z',
                before: { city: 'Liège' },
                after: { city: 'Brussels' },
                actor: { id: 1, name: 'Test Admin' },
              },
            ],
            next_before_id: null,
          })
        : reference(url),
    );
    open(entry);
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Liège', { exact: false })).toBeInTheDocument();
  });
});
