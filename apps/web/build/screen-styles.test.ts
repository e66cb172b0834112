import { describe, expect, it } from 'vitest';
import { classesNeeded, indexStyleSheet } from './screen-styles';

const SHEET = [
  '@layer mantine,app;',
  '@font-face{font-family:Inter;src:local(Inter)}',
  '@layer mantine{',
  ':root,:host{color-scheme:light;--mantine-scale:1;--mantine-spacing-md:calc(1rem*var(--mantine-scale))}',
  'body,:host{margin:0}',
  '.m_row{padding:var(--mantine-spacing-md);animation:m_fade 1s}',
  '@keyframes m_fade{to{opacity:0}}',
  '@media (min-width:48em){.m_row[data-wide],.m_cell{gap:1px}}',
  '}',
  '.a:where(.b) .c:not(.d)[title=".e"]{color:red}',
].join('');

describe('the index of a stylesheet the build writes for the server', () => {
  const { wraps, entries } = indexStyleSheet(SHEET);

  it('keeps every part in order, inside the at-rules around it', () => {
    expect(wraps).toEqual([
      ['@layer mantine{', '}'],
      ['@layer mantine{@media (min-width:48em){', '}}'],
    ]);
    expect(entries).toEqual([
      { css: '@layer mantine,app;' },
      { css: '@font-face{font-family:Inter;src:local(Inter)}' },
      {
        wrap: 0,
        selector: ':root,:host',
        declarations: ['color-scheme:light'],
        variables: [
          ['--mantine-scale', '1', []],
          ['--mantine-spacing-md', 'calc(1rem*var(--mantine-scale))', ['--mantine-scale']],
        ],
      },
      { wrap: 0, css: 'body,:host{margin:0}' },
      {
        wrap: 0,
        css: '.m_row{padding:var(--mantine-spacing-md);animation:m_fade 1s}',
        need: [['m_row']],
        uses: ['--mantine-spacing-md'],
        animations: ['m_fade', '1s'],
      },
      { wrap: 0, keyframes: 'm_fade', css: '@keyframes m_fade{to{opacity:0}}' },
      { wrap: 1, css: '.m_row[data-wide],.m_cell{gap:1px}', need: [['m_row'], ['m_cell']] },
      { css: '.a:where(.b) .c:not(.d)[title=".e"]{color:red}', need: [['a', 'c']] },
    ]);
  });

  it('asks only for the classes an element must carry, per selector', () => {
    // Inside :not(), :is(), :where(), :has() or an attribute, a class is not required.
    expect(classesNeeded(['.x:is(.y, .z) > .w'])).toEqual([['x', 'w']]);
    expect(classesNeeded(['.x.y', '.y.x', '.z'])).toEqual([['x', 'y'], ['z']]);
    // A selector that needs no class, or one escaped, keeps its rule for every screen.
    expect(classesNeeded(['.x', 'table td'])).toBeUndefined();
    expect(classesNeeded(['.sm\\:hidden'])).toBeUndefined();
    expect(classesNeeded([':root'])).toBeUndefined();
  });
});
