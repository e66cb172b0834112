import type { TWowzaServer, TWowzaServerList } from '@newsroom/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../../../lib/api/auth-state';
import { clearReusedGets } from '../../../lib/api/get-reuse';
import { json } from '../../../test/json-response';
import { renderScreen as renderRoutes } from '../../../test/render-screen';
import WowzaServersScreen from './wowza-servers-screen';

const PATH = '/api/admin/settings/wowza_servers';

const main: TWowzaServer = {
  id: 1,
  name: 'Main engine',
  base_url: 'http://wowza.example.com:8087',
  application: 'live',
  auth: 'digest',
  username: 'rest',
  has_password: true,
  enabled: true,
  version: 3,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const listOf = (servers: TWowzaServer[], source: TWowzaServerList['source']) => ({
  wowza_servers: servers,
  count: servers.length,
  source,
  active_id: source === 'settings' ? (servers[0]?.id ?? null) : null,
});

function serve(list: () => Response, write = () => json(200, main)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === PATH && (init?.method ?? 'GET') === 'GET') return list();
    if (url.startsWith(PATH)) return write();
    return json(404, { errors: [{ code: 'not_found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// In a data router, as in the app: the form's unsaved-changes warning needs one.
const renderScreen = () =>
  renderRoutes([{ path: '/settings/wowza', element: <WowzaServersScreen /> }], '/settings/wowza');

const bodyOf = (fetchMock: ReturnType<typeof serve>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body));
};

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;

describe('WowzaServersScreen', () => {
  it('says the simulator is in use when no server is saved', async () => {
    serve(() => json(200, listOf([], 'simulator')));
    renderScreen();
    expect(await screen.findByText('No Wowza servers yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Streaming engine')).toHaveTextContent('built-in simulator');
  });

  it('marks the server in use and only says whether a password is saved', async () => {
    serve(() => json(200, listOf([main], 'settings')));
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Wowza servers' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/Main engine.*http:\/\/wowza\.example\.com:8087.*live/);
    expect(row).toHaveTextContent('In use');
    expect(row).toHaveTextContent('password saved');
  });

  it('shows the load error with a retry', async () => {
    serve(() => json(500, { errors: [{ code: 'internal' }] }));
    renderScreen();
    expect(await screen.findByText('The Wowza servers could not be loaded')).toBeInTheDocument();
  });

  it(
    'an edit without a new password keeps the saved one; the checkbox removes it',
    async () => {
      const fetchMock = serve(() => json(200, listOf([main], 'settings')));
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Main engine' }));
      let dialog = await screen.findByRole('dialog', { name: 'Edit Main engine' });
      expect(within(dialog).getByLabelText('Password')).toHaveValue('');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Main engine A' },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Wowza server “Main engine A” saved')).toBeInTheDocument();
      const kept = bodyOf(fetchMock, 'PATCH').wowza_server;
      expect(kept).toMatchObject({ name: 'Main engine A', version: 3 });
      expect('password' in kept).toBe(false);

      fetchMock.mockClear();
      await userEvent.click(screen.getByRole('button', { name: 'Edit Main engine' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit Main engine' });
      await userEvent.click(within(dialog).getByLabelText('Remove the saved password'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findAllByText('Wowza server “Main engine” saved');
      expect(bodyOf(fetchMock, 'PATCH').wowza_server.password).toBeNull();
    },
    SLOW,
  );

  it(
    'shows the server’s reason at the field it names',
    async () => {
      serve(
        () => json(200, listOf([], 'simulator')),
        () =>
          json(422, {
            errors: [{ code: 'invalid', field: 'wowza_server.base_url', message: 'Bad address' }],
          }),
      );
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'Add server' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a Wowza server' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
        target: { value: 'X' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'REST address' }), {
        target: { value: 'ftp://x' },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Bad address')).toBeInTheDocument();
    },
    SLOW,
  );
});
