import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { compressFile } from '../../apps/web/build/compress-assets';

const pageDir = join(dirname(fileURLToPath(import.meta.url)), '../bare-page');

/**
 * The yardstick: `bench/bare-page` (React 19 and a static 15-row table) built by Vite in this
 * run, compressed like the app's assets, and served by Fastify the way the app's assets are
 * (`preCompressed`, long cache on the hashed files). `serve(headers)` answers it on a port of its
 * own, its page with `headers` besides (the app's own page headers, say); one build for all.
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
  const servers: FastifyInstance[] = [];
  const serve = async (pageHeaders: Record<string, string> = {}) => {
    const app = Fastify();
    await app.register(fastifyStatic, {
      root: outDir,
      preCompressed: true,
      setHeaders: (response, path) => {
        if (path.includes('/assets/')) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
          return;
        }
        response.header('cache-control', 'no-cache');
        for (const [name, value] of Object.entries(pageHeaders)) response.header(name, value);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { url: `http://127.0.0.1:${port}/` };
  };
  return {
    serve,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
