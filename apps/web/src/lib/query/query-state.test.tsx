import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { QueryState, type TQueryLike } from './query-state';

type TList = { tags: string[] };

function show(query: Partial<TQueryLike<TList>>, extra: { loading?: boolean } = {}) {
  const full: TQueryLike<TList> = {
    data: undefined,
    error: null,
    isPending: false,
    refetch: vi.fn(),
    ...query,
  };
  render(
    <MantineProvider>
      <QueryState
        query={full}
        what="tags"
        isEmpty={(data) => data.tags.length === 0}
        empty="No tags yet"
        notFound="Not found"
        notFoundAction={<a href="/back">Back</a>}
        {...extra}
      >
        {(data) => <ul aria-label="Tags">{data.tags.join(',')}</ul>}
      </QueryState>
    </MantineProvider>,
  );
  return full;
}

describe('QueryState, the one loading/error/empty/not-found ladder', () => {
  it('shows a loader while the first answer is on its way', () => {
    show({ isPending: true });
    expect(screen.getByLabelText('Loading tags')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the loader when the caller asks, even with data', () => {
    show({ data: { tags: ['a'] } }, { loading: true });
    expect(screen.getByLabelText('Loading tags')).toBeInTheDocument();
  });

  it('shows the failure with a retry that asks again', async () => {
    const query = show({ error: new ApiRequestError(500, [{ code: 'internal' }]) });
    expect(await screen.findByText('The tags could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says "Not found" for a 404, with the way back', () => {
    show({ error: new ApiRequestError(404, [{ code: 'not_found' }]) });
    expect(screen.getByRole('status')).toHaveTextContent('Not found');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('The tags could not be loaded')).toBeNull();
  });

  it('says the empty words for an empty answer (SPEC §8)', () => {
    show({ data: { tags: [] } });
    expect(screen.getByText('No tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the data', () => {
    show({ data: { tags: ['a', 'b'] } });
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('a,b');
  });

  it('keeps the rows already shown when a refetch fails', () => {
    show({ data: { tags: ['a'] }, error: new ApiRequestError(500, [{ code: 'internal' }]) });
    expect(screen.getByRole('list', { name: 'Tags' })).toBeInTheDocument();
  });

  it('treats an aborted load as still loading, not as a failure', () => {
    show({ error: new DOMException('aborted', 'AbortError') });
    expect(screen.getByLabelText('Loading tags')).toBeInTheDocument();
  });
});
