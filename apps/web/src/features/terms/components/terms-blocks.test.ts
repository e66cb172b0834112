import { describe, expect, it } from 'vitest';
import { blocksOf, sideBySide } from './terms-blocks';

describe('comparing two terms versions', () => {
  it('reads blocks as a reader sees them: headings, items, table rows', () => {
    expect(
      blocksOf(
        '<h2>Fees</h2><p>One  <b>bold</b> line</p><ul><li><p>item</p></li></ul><table><tr><th>A</th><td>1</td></tr></table>',
      ),
    ).toEqual(['## Fees', 'One bold line', '• item', 'A | 1']);
  });

  it('reads what the editor writes: paragraphs inside list items and table cells', () => {
    expect(
      blocksOf(
        '<ul><li><p>first</p><ul><li><p>nested</p></li></ul></li></ul><table><tbody><tr><th><p>A</p></th><td><p>1</p></td></tr></tbody></table>',
      ),
    ).toEqual(['• first', '• nested', 'A | 1']);
  });

  it('pairs removed lines with the added ones beside them and keeps the rest on both sides', () => {
    expect(sideBySide(['a', 'old', 'c'], ['a', 'new', 'c', 'd'])).toEqual([
      { left: 'a', right: 'a', kind: 'same' },
      { left: 'old', right: 'new', kind: 'changed' },
      { left: 'c', right: 'c', kind: 'same' },
      { left: null, right: 'd', kind: 'changed' },
    ]);
  });
});
