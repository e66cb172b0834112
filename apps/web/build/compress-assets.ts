import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_RENDER_DIR } from './server-render-build';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are not served in production, so not these. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file. */
export async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of the built text files, written once at build time at the
 * highest levels (too slow per request, free here); the server picks one by the
 * request's Accept-Encoding. index.html is left alone: the server fills it in per
 * request and compresses that answer itself.
 */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'compress-assets',
    // The browser's build only (not the server's render bundle).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) =>
          COMPRESSIBLE.test(file) &&
          file !== join(outDir, 'index.html') &&
          // The server's render bundle (built beside, at the same time) is never sent.
          !file.startsWith(join(outDir, SERVER_RENDER_DIR, '/')),
      );
      await Promise.all(files.map(compressFile));
    },
  };
}
