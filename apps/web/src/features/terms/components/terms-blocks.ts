import { diffArrays } from 'diff';

const BLOCKS = 'h1,h2,h3,h4,p,li,blockquote,tr,hr';
const INNER_BLOCKS = 'h1,h2,h3,h4,p,li,blockquote,tr';

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** One readable line of a block, or null when another block already stands for its text. */
function lineOf(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'hr') return '———';
  // A table row is one line; the paragraphs the editor puts in its cells are part of it.
  if (tag === 'tr') return [...element.children].map(textOf).join(' | ');
  if (element.closest('td,th')) return null;
  const parent = element.parentElement?.tagName.toLowerCase();
  // The editor writes list items as <li><p>…</p></li>: the paragraph carries the bullet.
  if (tag === 'p' && parent === 'li') {
    return element.parentElement?.firstElementChild === element
      ? `• ${textOf(element)}`
      : textOf(element);
  }
  if (element.querySelector(INNER_BLOCKS)) return null;
  const text = textOf(element);
  if (tag === 'li') return `• ${text}`;
  return tag.startsWith('h') ? `${'#'.repeat(Number(tag[1]))} ${text}` : text;
}

/**
 * The text of a version as readable lines, one per block (heading, paragraph, list item,
 * table row), so two versions compare by what a reader sees rather than by markup.
 */
export function blocksOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  for (const element of doc.body.querySelectorAll(BLOCKS)) {
    const line = lineOf(element);
    if (line && line !== '• ') lines.push(line);
  }
  return lines;
}

export type TDiffRow = { left: string | null; right: string | null; kind: 'same' | 'changed' };

/** Side-by-side rows: unchanged lines on both sides, removals left and additions right. */
export function sideBySide(before: string[], after: string[]): TDiffRow[] {
  const rows: TDiffRow[] = [];
  const parts = diffArrays(before, after);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!part) continue;
    if (!part.added && !part.removed) {
      for (const line of part.value) rows.push({ left: line, right: line, kind: 'same' });
      continue;
    }
    const next = parts[i + 1];
    const removed = part.removed ? part.value : [];
    const added = part.added ? part.value : next?.added && part.removed ? next.value : [];
    if (part.removed && next?.added) i++;
    for (let j = 0; j < Math.max(removed.length, added.length); j++) {
      rows.push({ left: removed[j] ?? null, right: added[j] ?? null, kind: 'changed' });
    }
  }
  return rows;
}
