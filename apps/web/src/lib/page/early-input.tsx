import { useEffect } from 'react';

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED_INTO = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** A field changed by hand, with what it held then (taking it over may put the drawn one back). */
type TChange =
  | { kind: 'text'; field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'choice'; field: HTMLInputElement; checked: boolean }
  | { kind: 'select'; field: HTMLSelectElement; selected: boolean[] };

/** Fields of a server-drawn page the admin changed before the app took the page over. */
export type TEarlyInput = readonly TChange[];

function changeOf(field: TField): TChange | undefined {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (options.every((option) => option.selected === option.defaultSelected)) return;
    return { kind: 'select', field, selected: options.map((option) => option.selected) };
  }
  if (field instanceof HTMLInputElement && NOT_TYPED_INTO.has(field.type)) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    return { kind: 'choice', field, checked: field.checked };
  }
  if (field.value === field.defaultValue) return;
  return { kind: 'text', field, value: field.value };
}

/**
 * Read just before the take-over: the fields whose value is no longer the one the server wrote.
 * React keeps a typed input's value on screen when it takes the field over (a textarea's it puts
 * back to the drawn one), but its state holds the drawn value, so without a change event the app
 * would never see what was typed: a search typed while the app's scripts still loaded did nothing.
 */
export function earlyInputOf(root: HTMLElement): TEarlyInput {
  return [...root.querySelectorAll<TField>('input, textarea, select')]
    .map(changeOf)
    .filter((change) => change !== undefined);
}

/** The `value` setter of the element's own kind, which React's change tracking does not see. */
function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
}

function applyText(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  // React notes a value other than the typed one as the field's last, then sees the typed one
  // come as a change.
  field.value = typed === field.defaultValue ? '' : field.defaultValue;
  setValueUnseen(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (start !== null && end !== null) field.setSelectionRange(start, end);
}

function applyChoice(field: HTMLInputElement, checked: boolean) {
  // A radio left for another one: that one's click says it.
  if (!checked && field.type === 'radio') return;
  // As with text: React notes the other state, and the click brings back the chosen one.
  field.checked = !checked;
  field.click();
}

function applySelect(field: HTMLSelectElement, selected: boolean[]) {
  [...field.options].forEach((option, index) => {
    option.selected = selected[index] ?? false;
  });
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Sends each early change to the app as the change event it missed (after the take-over). */
export function applyEarlyInput(input: TEarlyInput) {
  for (const change of input) {
    if (!change.field.isConnected) continue;
    if (change.kind === 'text') applyText(change.field, change.value);
    else if (change.kind === 'choice') applyChoice(change.field, change.checked);
    else applySelect(change.field, change.selected);
  }
}

/**
 * Rendered after the app in the tree that takes a server-drawn page over: its effect runs once
 * the whole tree has been taken over, when the fields answer to the app.
 */
export function ApplyEarlyInput({ input }: { input: TEarlyInput }) {
  // Once React has left its effects: a change event sent from inside one is answered with the
  // field set back to its old state first (the caret jumps to the end), its update held back.
  useEffect(() => queueMicrotask(() => applyEarlyInput(input)), [input]);
  return null;
}
