import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

function Filters() {
  const list = useListParams();
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <button
        type="button"
        onClick={() => {
          // Two fields changed before the first change reached the URL.
          list.update((next) => next.set('created_from', '2026-01-01'));
          list.update((next) => next.set('created_to', '2026-01-31'));
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => list.setPage(3)}>
        Page 3
      </button>
    </>
  );
}

describe('useListParams', () => {
  it('keeps every filter changed before the URL caught up, and goes back to page 1', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], {
      initialEntries: ['/list?country_id=4'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('?country_id=4&page=3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(
      await screen.findByText('?country_id=4&created_from=2026-01-01&created_to=2026-01-31'),
    ).toBeTruthy();
  });
});
