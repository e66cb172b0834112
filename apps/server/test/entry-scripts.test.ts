import { describe, expect, it } from 'vitest';
import { splitEntryScripts } from '../src/lib/entry-scripts';

// What Vite writes into index.html's head (the entry, then the entry's own chunks).
const BUILT =
  '<html><head><title>Back office</title>\n' +
  '    <script type="module" async crossorigin src="/cms/assets/index-a.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/cms/assets/react-b.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/cms/assets/index-c.css">\n' +
  '  </head><body><div id="root"></div><script type="module" src="/late.js"></script></body></html>';

describe('splitEntryScripts', () => {
  it('takes the entry script and its modulepreloads out of the head, in their order', () => {
    const { template, scripts, entry, modulepreloads } = splitEntryScripts(BUILT);
    expect(entry).toBe('/cms/assets/index-a.js');
    expect(modulepreloads).toEqual(['/cms/assets/react-b.js']);
    expect(scripts).toBe(
      '<script type="module" async crossorigin src="/cms/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/cms/assets/react-b.js">',
    );
    expect(template).not.toContain('index-a.js');
    expect(template).not.toContain('react-b.js');
    // The stylesheet and everything after the head stay as they are.
    expect(template).toContain(
      '<link rel="stylesheet" crossorigin href="/cms/assets/index-c.css">',
    );
    expect(template).toContain('<script type="module" src="/late.js"></script></body>');
  });

  it('leaves a page without a head as it is', () => {
    expect(splitEntryScripts('<div id="root"></div>')).toEqual({
      template: '<div id="root"></div>',
      scripts: '',
      modulepreloads: [],
    });
  });
});
