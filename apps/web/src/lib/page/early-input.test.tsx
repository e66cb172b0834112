import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { ApplyEarlyInput, earlyInputOf } from './early-input';

const changes: string[] = [];

function Form({ drawnBy = 'server' }: { drawnBy?: string }) {
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('drawn note');
  const [subscribed, setSubscribed] = useState(true);
  const [plan, setPlan] = useState('free');
  const [size, setSize] = useState('small');
  const [title, setTitle] = useState('Drawn title');
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  const seen = (name: string, set: (value: never) => void) => (value: never) => {
    changes.push(name);
    set(value);
  };
  return (
    <form>
      <legend>{drawnBy}</legend>
      <input
        aria-label="Search"
        name="search"
        value={search}
        onChange={(e) => seen('search', setSearch)(e.target.value as never)}
      />
      <textarea
        aria-label="Note"
        id="note"
        value={note}
        onChange={(e) => seen('note', setNote)(e.target.value as never)}
      />
      <input
        type="checkbox"
        aria-label="Subscribed"
        name="subscribed"
        checked={subscribed}
        onChange={(e) => seen('subscribed', setSubscribed)(e.target.checked as never)}
      />
      {['free', 'pro'].map((value) => (
        <input
          key={value}
          type="radio"
          name="plan"
          value={value}
          aria-label={value}
          checked={plan === value}
          onChange={() => seen('plan', setPlan)(value as never)}
        />
      ))}
      <select
        aria-label="Size"
        name="size"
        value={size}
        onChange={(e) => seen('size', setSize)(e.target.value as never)}
      >
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      <input
        aria-label="Title"
        value={title}
        onChange={(e) => seen('title', setTitle)(e.target.value as never)}
      />
      <output data-taken-over={takenOver}>
        {JSON.stringify({ search, note, subscribed, plan, size, title })}
      </output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  changes.length = 0;
});

/**
 * The form as the server drew it, changed by `byHand` before the app takes it over (`drawnBy`:
 * the app's first render differs, so it draws the page anew).
 */
async function takeOver(byHand: () => void, drawnBy = 'server') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  byHand();
  const input = earlyInputOf(container);
  // As in the browser, not in act(): React flushes a change event's update before it puts the
  // field's value back to its state, and act() would hold that update back.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  root = hydrateRoot(
    container,
    <>
      <Form drawnBy={drawnBy} />
      <ApplyEarlyInput input={input} />
    </>,
    { onRecoverableError: () => undefined },
  );
  await waitFor(() => expect(screen.getByRole('status').dataset.takenOver).toBe('true'));
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  return { input, state: () => JSON.parse(screen.getByRole('status').textContent ?? '{}') };
}

const field = <T extends HTMLElement>(name: string) => screen.getByLabelText(name) as T;

/** A change of each kind of field, all but the title. */
function changeEveryKind() {
  field<HTMLInputElement>('Search').value = 'anna@';
  field<HTMLTextAreaElement>('Note').value = 'typed note';
  field<HTMLInputElement>('Subscribed').checked = false;
  field<HTMLInputElement>('pro').checked = true;
  field<HTMLSelectElement>('Size').value = 'large';
}

/** The app's state once it has seen those changes. */
const AFTER_CHANGES = {
  search: 'anna@',
  note: 'typed note',
  subscribed: false,
  plan: 'pro',
  size: 'large',
  title: 'Drawn title',
};

test('what was typed, ticked or picked before the take-over reaches the app', async () => {
  const { input, state } = await takeOver(changeEveryKind);
  expect(input).toHaveLength(6); // both radios changed: one left, one picked
  expect(state()).toEqual(AFTER_CHANGES);
  expect(field<HTMLInputElement>('Search').value).toBe('anna@');
  expect(field<HTMLInputElement>('Subscribed').checked).toBe(false);
  expect(field<HTMLInputElement>('pro').checked).toBe(true);
  expect(field<HTMLInputElement>('free').checked).toBe(false);
  // One change each, none for the field left alone.
  expect(changes.sort()).toEqual(['note', 'plan', 'search', 'size', 'subscribed']);
});

test('a page nobody touched is taken over with no change at all', async () => {
  const { input, state } = await takeOver(() => {});
  expect(input).toEqual([]);
  expect(changes).toEqual([]);
  expect(state().search).toBe('');
});

test('the caret of the field being typed in stays where it was', async () => {
  await takeOver(() => {
    const search = field<HTMLInputElement>('Search');
    search.value = 'anna';
    search.focus();
    search.setSelectionRange(2, 2);
  });
  const search = field<HTMLInputElement>('Search');
  expect(changes).toEqual(['search']);
  expect(document.activeElement).toBe(search);
  expect([search.selectionStart, search.selectionEnd]).toEqual([2, 2]);
});

test('a page the app draws anew, having found a difference, still gets what was typed', async () => {
  const { state } = await takeOver(() => {
    changeEveryKind();
    field<HTMLInputElement>('Search').focus();
    field<HTMLInputElement>('Search').setSelectionRange(1, 3);
  }, 'app');
  expect(screen.getByText('app')).toBeInTheDocument();
  expect(state()).toEqual(AFTER_CHANGES);
  const search = field<HTMLInputElement>('Search');
  expect(document.activeElement).toBe(search);
  expect([search.selectionStart, search.selectionEnd]).toEqual([1, 3]);
});
