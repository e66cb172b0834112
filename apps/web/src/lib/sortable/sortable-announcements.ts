import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What screen readers hear while an item is dragged: the item by its name and its place in
 * the list, not dnd-kit's default "draggable item 42".
 */
export function sortableAnnouncements<T extends { id: UniqueIdentifier }>(
  items: T[],
  noun: string,
  nameOf: (item: T) => string,
): Announcements {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const found = (id: UniqueIdentifier) => items.find((item) => item.id === id);
  const name = (id: UniqueIdentifier) => {
    const item = found(id);
    return item ? nameOf(item) : `the ${noun}`;
  };
  const place = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const count = items.length;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${noun} “${name(active.id)}” at position ${place(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${Noun} “${name(active.id)}” is over position ${place(over.id)} of ${count}.`
        : `${Noun} “${name(active.id)}” is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${Noun} “${name(active.id)}” dropped at position ${place(over.id)} of ${count}.`
        : `${Noun} “${name(active.id)}” dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${noun} “${name(active.id)}” was cancelled; it stays at position ${place(active.id)}.`,
  };
}
