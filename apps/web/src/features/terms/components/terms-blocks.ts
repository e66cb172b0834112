import { diffArrays } from 'diff';

const BLOCKS = 'h1,h2,h3,h4,p,li,blockquote,tr,hr';

/**
 * The text of a version as readable lines, one per block (heading, paragraph, list item,
 * table row), so two versions compare by what a reader sees rather than by markup.
 */
export function blocksOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  for (const element of doc.body.querySelectorAll(BLOCKS)) {
    if (element.querySelector(BLOCKS.replace(',hr', ''))) continue;
    const tag = element.tagName.toLowerCase();
    const text =
      tag === 'tr'
        ? [...element.children].map((cell) => cell.textContent?.trim() ?? '').join(' | ')
        : (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (tag === 'hr') lines.push('———');
    else if (text)
      lines.push(
        tag.startsWith('h')
          ? `${'#'.repeat(Number(tag[1]))} ${text}`
          : tag === 'li'
            ? `• ${text}`
            : text,
      );
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
