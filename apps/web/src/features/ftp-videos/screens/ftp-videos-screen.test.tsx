import type { TFtpVideoList } from '@newsroom/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import FtpVideosScreen from './ftp-videos-screen';

const waiting: TFtpVideoList = {
  files: [
    {
      name: 'storm.mov',
      size: 1_572_864,
      modified_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    },
    {
      name: 'rally.mp4',
      size: 2048,
      modified_at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    },
  ],
  count: 2,
};

/** The list from `list()`, two locales, the import from `importing()`. */
function serve(
  list: () => Response,
  importing = () => json(404, { errors: [{ code: 'not_found' }] }),
) {
  return stubApi((url, init) => {
    if (url === '/api/admin/content/ftp_videos') return list();
    if (url === '/api/admin/content/ftp_videos/import' && init?.method === 'POST')
      return importing();
  });
}

const renderFtpScreen = () =>
  renderScreen(
    [
      { path: 'content/ftp-videos', element: <FtpVideosScreen /> },
      { path: 'content/videos/all/:id', element: <p>video page</p> },
    ],
    '/content/ftp-videos',
  );

setUpApiStubs();

// Modals with a select render slowly in jsdom on a busy machine.
const SLOW = 20_000;

describe('FtpVideosScreen', () => {
  it('lists the waiting files with readable sizes and ages', async () => {
    serve(() => json(200, waiting));
    renderFtpScreen();
    const table = await screen.findByRole('table', { name: 'Files waiting' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/storm\.mov1\.5 MB3 hours ago/);
    expect(rows[2]).toHaveTextContent(/rally\.mp42 KByesterday/);
    expect(screen.getByText('2 files waiting')).toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    serve(() => json(200, { files: [], count: 0 } satisfies TFtpVideoList));
    renderFtpScreen();
    expect(
      await screen.findByText('No files waiting in the FTP folder', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look again' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails, and the refresh button reloads', async () => {
    let fail = true;
    const fetchMock = serve(() =>
      fail ? json(500, { errors: [{ code: 'internal' }] }) : json(200, waiting),
    );
    renderFtpScreen();
    expect(await screen.findByText('The FTP files could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Files waiting' })).toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ftp_videos'));
    expect(listCalls.length).toBe(2);
  });

  it(
    'imports a file with the chosen locale and title, then links to the new video',
    async () => {
      const fetchMock = serve(
        () => json(200, waiting),
        () => json(201, { id: 42, external_name: 'storm', title: 'Storm' }),
      );
      renderFtpScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'Import storm.mov' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import video' });
      fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '  Storm  ' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

      expect(await screen.findByText('“storm.mov” imported as storm')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open the video' })).toHaveAttribute(
        'href',
        '/cms/content/videos/all/42',
      );
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        file_name: 'storm.mov',
        locale: 'en',
        title: 'Storm',
      });
      await userEvent.click(screen.getByRole('link', { name: 'storm' }));
      expect(await screen.findByText('video page')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'explains a file that was imported elsewhere meanwhile',
    async () => {
      serve(
        () => json(200, waiting),
        () =>
          json(409, {
            errors: [
              {
                code: 'conflict',
                field: 'file_name',
                message: '“rally.mp4” was already imported, or is being imported right now.',
              },
            ],
          }),
      );
      renderFtpScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'Import rally.mp4' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import video' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
      expect(await screen.findByText('The file was already imported')).toBeInTheDocument();
      expect(
        screen.getByText('“rally.mp4” was already imported, or is being imported right now.'),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
