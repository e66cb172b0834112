import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainLink } from './plain-link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}

const routerAt = (path: string) =>
  createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PlainLink to="/content/videos/all/2">VP-2</PlainLink>
            <Where />
          </>
        ),
      },
    ],
    { basename: '/cms', initialEntries: [`/cms${path}`] },
  );

describe('PlainLink', () => {
  it('links to the app address and navigates in the app on a plain click', async () => {
    const router = routerAt('/content/videos/all');
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'VP-2' });
    expect(link.getAttribute('href')).toBe('/cms/content/videos/all/2');
    fireEvent.click(link);
    expect((await screen.findByLabelText('where')).textContent).toBe('/content/videos/all/2');
    expect(router.state.historyAction).toBe('PUSH');
    router.dispose();
  });

  it('leaves a modified or middle click to the browser', () => {
    const router = routerAt('/content/videos/all');
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'VP-2' });
    // Whether the app took each click; then the test stops it (jsdom cannot open an address).
    const taken: boolean[] = [];
    const note = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', note);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(link, init);
    window.removeEventListener('click', note);
    expect(taken).toEqual([false, false, false, false]);
    expect(screen.getByLabelText('where').textContent).toBe('/content/videos/all');
    router.dispose();
  });

  it('replaces the history entry when the link is the page itself, as Link does', async () => {
    const router = routerAt('/content/videos/all/2');
    render(<RouterProvider router={router} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'VP-2' }))).toBe(false);
    await screen.findByLabelText('where');
    expect(router.state.historyAction).toBe('REPLACE');
    router.dispose();
  });
});
