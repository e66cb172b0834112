import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Where the render bundle goes, below the web build's folder, and its source: the server finds it
 * at the contract's `SERVER_RENDER_ENTRY` (the config cannot import the contract's TypeScript;
 * server-render-build.test.ts keeps the two in step).
 */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_SOURCE = 'src/entry-server.tsx';

/**
 * After the browser's build, the same app built once more for Node (`src/entry-server.tsx`, every
 * dependency bundled in) into `<outDir>/server`, so one `vite build` (whatever its `--outDir`)
 * gives the server what it needs to render the first screen into index.html. Same config file and
 * plugins, so both builds draw the same markup; the browser-only plugins skip this build.
 */
export function serverRenderBuild(entry = SERVER_RENDER_SOURCE): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'server-render-build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // React's production build, as in the browser (a bundle otherwise reads it at run time).
        define: {
          'process.env.NODE_ENV': JSON.stringify(
            config.isProduction ? 'production' : 'development',
          ),
        },
        build: {
          ssr: entry,
          outDir: resolve(config.root, config.build.outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          sourcemap: false,
        },
      });
    },
  };
}
