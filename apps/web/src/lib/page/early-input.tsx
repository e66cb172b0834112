import { useEffect } from 'react';

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED_INTO = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** A field changed by hand, with what it held then (taking it over may put the drawn one back). */
type TChange =
  | {
      kind: 'text';
      field: HTMLInputElement | HTMLTextAreaElement;
      value: string;
      /** The caret or selection when the field had the focus. */
      selection?: [number, number];
    }
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
  const focused = field.ownerDocument.activeElement === field;
  const { selectionStart: start, selectionEnd: end } = field;
  const selection: [number, number] | undefined =
    focused && start !== null && end !== null ? [start, end] : undefined;
  return { kind: 'text', field, value: field.value, selection };
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

function applyText(
  field: HTMLInputElement | HTMLTextAreaElement,
  typed: string,
  selection?: [number, number],
) {
  // React notes a value other than the typed one as the field's last, then sees the typed one
  // come as a change.
  field.value = typed === field.defaultValue ? '' : field.defaultValue;
  setValueUnseen(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (!selection) return;
  if (field.ownerDocument.activeElement !== field) field.focus();
  field.setSelectionRange(...selection);
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

/**
 * The field as it stands now: the same element, or, when the app drew the page anew (it found a
 * difference while taking it over), the one in its place: the same id (the app's ids are the
 * same in both renders), else the only field of its kind with its name (and a choice's value).
 */
function fieldNow<T extends TField>(field: T): T | undefined {
  if (field.isConnected) return field;
  const document = field.ownerDocument;
  const candidates = field.id
    ? [document.getElementById(field.id)]
    : field.name
      ? [...document.getElementsByName(field.name)]
      : [];
  const choice = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);
  const same = candidates.filter(
    (element): element is T =>
      element?.tagName === field.tagName &&
      (!choice || (element as HTMLInputElement).value === field.value),
  );
  return same.length === 1 ? same[0] : undefined;
}

/** Sends each early change to the app as the change event it missed (after the take-over). */
export function applyEarlyInput(input: TEarlyInput) {
  for (const change of input) {
    if (change.kind === 'text') {
      const field = fieldNow(change.field);
      if (field) applyText(field, change.value, change.selection);
    } else if (change.kind === 'choice') {
      const field = fieldNow(change.field);
      if (field) applyChoice(field, change.checked);
    } else {
      const field = fieldNow(change.field);
      if (field) applySelect(field, change.selected);
    }
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
