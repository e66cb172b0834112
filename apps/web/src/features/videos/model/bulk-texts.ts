import { type TVideoBulkAction, VIDEO_BULK_UNDO_MS } from '@newsroom/contract';

type TAction = TVideoBulkAction['action'];

export const BULK_LABELS: Record<TAction, string> = {
  add_tag: 'Add tag to',
  remove_tag: 'Remove tag from',
  publish: 'Publish',
  unpublish: 'Unpublish',
};

const DONE: Record<TAction, string> = {
  add_tag: 'tagged',
  remove_tag: 'untagged',
  publish: 'published',
  unpublish: 'unpublished',
};

const n = (count: number) => count.toLocaleString('en');
const videos = (count: number) => `${n(count)} video${count === 1 ? '' : 's'}`;

/** The confirmation's question: the action and the exact count ("Unpublish 662 videos?"). */
export const bulkQuestion = (action: TAction, count: number) =>
  `${BULK_LABELS[action]} ${videos(count)}?`;

/** What the action changes, said before it runs. */
export function bulkConsequence(action: TAction, tagName: string | undefined): string {
  const undo = `You can undo it for ${VIDEO_BULK_UNDO_MS / 60_000} minutes from the message that follows.`;
  switch (action) {
    case 'publish':
      return `Each becomes Published, drafts included. Videos published before keep their published date; the others are dated now. ${undo}`;
    case 'unpublish':
      return `Each becomes Unpublished and is no longer offered to clients; published dates are kept. ${undo}`;
    case 'add_tag':
      return `The tag "${tagName}" is added to each that does not have it yet. ${undo}`;
    case 'remove_tag':
      return `The tag "${tagName}" is removed from each that has it. ${undo}`;
  }
}

/** The result in words: "613 of 662 videos unpublished". */
export const bulkOutcome = (action: TAction, changed: number, count: number) =>
  `${n(changed)} of ${videos(count)} ${DONE[action]}`;

/** The undo's result: what went back, and what stayed because someone changed it since. */
export const undoOutcome = (restored: number, skipped: number) =>
  `Undone: ${videos(restored)} put back${skipped ? `; ${n(skipped)} changed since, left as they are` : ''}`;
