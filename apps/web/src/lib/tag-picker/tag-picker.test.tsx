import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagPicker, type TTagOption, type TUseTagOptions } from './tag-picker';

const TAGS: TTagOption[] = [
  { id: 1, name: 'Ferry', locale: 'de' },
  { id: 2, name: 'Ferry strike', locale: 'de' },
  { id: 3, name: 'Harbour', locale: 'de' },
];

/** A stand-in for a feature's search hook: records what it was asked, answers by name. */
function searchStub() {
  const asked: { q: string; enabled: boolean }[] = [];
  const useOptions: TUseTagOptions = (q, enabled) => {
    asked.push({ q, enabled });
    return {
      data: enabled
        ? { tags: TAGS.filter((tag) => tag.name.toLowerCase().includes(q)) }
        : undefined,
      isFetching: false,
    };
  };
  return { asked, useOptions };
}

function Controlled({ useOptions }: { useOptions: TUseTagOptions }) {
  const [value, setValue] = useState<TTagOption | null>(null);
  return (
    <>
      <TagPicker useOptions={useOptions} label="Tag" value={value} onChange={setValue} />
      <output>{value?.name ?? 'none'}</output>
    </>
  );
}

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the one tag picker', () => {
  it('searches only once opened or typed into, with what was typed', async () => {
    const { asked, useOptions } = searchStub();
    wrap(<Controlled useOptions={useOptions} />);
    expect(asked.every((call) => !call.enabled)).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Tag' });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'ferry' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'ferry', enabled: true }), {
      timeout: 5_000,
    });
    expect(await screen.findByText('Ferry strike')).toBeInTheDocument();
    expect(screen.queryByText('Harbour')).toBeNull();
  });

  it('hands the picked tag to the caller', async () => {
    const { useOptions } = searchStub();
    wrap(<Controlled useOptions={useOptions} />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Tag' }));
    fireEvent.click(await screen.findByText('Harbour'));
    expect(screen.getByRole('status')).toHaveTextContent('Harbour');
  });

  it('does not offer excluded tags, and forgets its choice when uncontrolled', async () => {
    const { useOptions } = searchStub();
    const picked = vi.fn();
    wrap(
      <TagPicker
        useOptions={useOptions}
        label="Add a tag"
        exclude={(tag) => tag.id === 1}
        onChange={picked}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Add a tag' });
    fireEvent.click(input);
    expect(await screen.findByText('Ferry strike')).toBeInTheDocument();
    expect(screen.queryByText('Ferry')).toBeNull();
    fireEvent.click(screen.getByText('Ferry strike'));
    expect(picked).toHaveBeenCalledWith(TAGS[1]);
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
