import type { Plugin } from 'vite';

const ENTRY = '<script type="module" crossorigin src=';

/**
 * The entry script `async`: it downloads and evaluates while the server still writes the page
 * (the first screen's rows come last), instead of after the whole page is parsed, when it would
 * run before the browser's first paint. `main.tsx` starts the app once the page is parsed.
 */
export function asyncEntry(): Plugin {
  return {
    name: 'async-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(ENTRY)) this.error(`async-entry: no "${ENTRY}" in index.html`);
        return html.replace(ENTRY, '<script type="module" async crossorigin src=');
      },
    },
  };
}
