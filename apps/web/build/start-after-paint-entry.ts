import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
// The contract's own file: the config runs in Node, which strips types outside node_modules only.
import { START_AFTER_PAINT_SOURCE } from '../../../packages/contract/src/first-screen/app-scripts';

/**
 * `src/start-after-paint.ts` as a second entry of the browser's build, beside index.html (the
 * server finds its file in the manifest). It must stay a file alone: a page names it instead of
 * the app's scripts, so an import of any shared chunk would bring back what it keeps out of the
 * page; the build fails if it has one.
 */
export function startAfterPaintEntry(): Plugin {
  return {
    name: 'start-after-paint-entry',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config(config) {
      const root = config.root ?? process.cwd();
      return {
        build: {
          rollupOptions: {
            input: {
              index: resolve(root, 'index.html'),
              'start-after-paint': resolve(root, START_AFTER_PAINT_SOURCE),
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' && file.isEntry && file.name === 'start-after-paint',
      );
      if (!chunk) this.error('start-after-paint-entry: the entry was not built');
      if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
        this.error(`start-after-paint-entry: it imports ${chunk.imports.join(', ')}`);
    },
  };
}
