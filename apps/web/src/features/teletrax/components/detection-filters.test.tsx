import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminZoneAnswer } from '../../../test/admin-zone';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import { DetectionFilters } from './detection-filters';

setUpApiStubs();

// The admin's clock is east of UTC: 2026-03-29 there runs from 18:30Z the day before to 18:30Z.
const FROM_LABEL = 'Aired from (Asia/Kolkata)';
const TO_LABEL = 'Aired to (Asia/Kolkata)';

function open(query: string) {
  stubApi(adminZoneAnswer('Asia/Kolkata'));
  const change = vi.fn();
  renderScreen(
    [
      {
        path: '/t',
        element: <DetectionFilters params={new URLSearchParams(query)} change={change} />,
      },
    ],
    '/t',
  );
  return change;
}

describe('the aired days of the Teletrax filters', () => {
  it('shows the days of the range on the admin clock, the zone in the labels', async () => {
    open('from=2026-03-28T18:30:00.000Z&to=2026-03-29T18:30:00.000Z');
    expect(await screen.findByLabelText(FROM_LABEL)).toHaveValue('2026-03-29');
    expect(screen.getByLabelText(TO_LABEL)).toHaveValue('2026-03-29');
    expect(screen.queryByText(/^(From|Before) /)).toBeNull();
  });

  it('sets a picked day as the moments it starts and the next day starts', async () => {
    const change = open('');
    fireEvent.change(await screen.findByLabelText(FROM_LABEL), {
      target: { value: '2026-03-29' },
    });
    expect(change).toHaveBeenLastCalledWith('from', '2026-03-28T18:30:00.000Z');
    fireEvent.change(screen.getByLabelText(TO_LABEL), { target: { value: '2026-03-31' } });
    expect(change).toHaveBeenLastCalledWith('to', '2026-03-31T18:30:00.000Z');
  });

  it('names the exact moments of a range made on another clock', async () => {
    // A Berlin admin's link for their 2026-03-29: 04:30 to 03:30 the day after in Kolkata.
    open('from=2026-03-28T23:00:00.000Z&to=2026-03-29T22:00:00.000Z');
    expect(await screen.findByLabelText(FROM_LABEL)).toHaveValue('2026-03-29');
    expect(screen.getByLabelText(TO_LABEL)).toHaveValue('2026-03-30');
    expect(screen.getByText(/^From Mar 29, 2026, 4:30/)).toBeInTheDocument();
    expect(screen.getByText(/^Before Mar 30, 2026, 3:30/)).toBeInTheDocument();
  });

  it('marks an end before the start on the end field', async () => {
    open('from=2026-03-29T18:30:00.000Z&to=2026-03-29T18:30:00.000Z');
    await waitFor(() =>
      expect(screen.getByLabelText(TO_LABEL)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Before the start')).toBeInTheDocument();
  });
});
