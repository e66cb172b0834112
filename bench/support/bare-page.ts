import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { compressFile } from '../../apps/web/build/compress-assets';

const pageDir = join(dirname(fileURLToPath(import.meta.url)), '../bare-page');

/**
 * The yardstick: `bench/bare-page` (React 19 and a static 15-row table) built by Vite in this
 * run, compressed like the app's assets, and served by Fastify the way the app's assets are
 * (`preCompressed`, long cache on the hashed files).
 */
export async function startBarePage() {
  const outDir = mkdtempSync(join(tmpdir(), 'newsroom-bare-page-'));
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const assets = join(outDir, 'assets');
  await Promise.all(
    [join(outDir, 'index.html'), ...readdirSync(assets).map((file) => join(assets, file))].map(
      compressFile,
    ),
  );
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: outDir,
    preCompressed: true,
    setHeaders: (response, path) => {
      response.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
