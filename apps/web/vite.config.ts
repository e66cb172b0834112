import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stripEndpointSchemas } from './build/strip-endpoint-schemas';

/** Rewrites one line of a Mantine module; fails the build if Mantine changed the line. */
function replaceInMantine(name: string, file: string, replacements: [string, string][]): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes(file)) return null;
      let out = code;
      for (const [from, to] of replacements) {
        if (!out.includes(from)) this.error(`${name}: "${from}" not found in ${file}`);
        out = out.replace(from, to);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Mantine's ScrollArea (inside pickers and modals) takes only `useMergeRefs` from
 * floating-ui, which otherwise brings floating-ui's whole chunk (14 KB gzipped)
 * onto screens without pickers. Mantine's own `useMergedRef` does the same job.
 */
const scrollAreaWithoutFloatingUi = () =>
  replaceInMantine('scroll-area-without-floating-ui', 'ScrollArea/ScrollArea.mjs', [
    [
      "import { useMergeRefs } from '@floating-ui/react';",
      "import { useMergedRef } from '@mantine/hooks';\nconst useMergeRefs = (refs) => useMergedRef(...refs);",
    ],
  ]);

/**
 * Mantine hangs sub-components on their parent, so every user of the parent
 * carries them: `Table.ScrollContainer` brings the whole ScrollArea (about 4 KB
 * gzipped) onto every list, though the app never uses it. Here such a part loads
 * on first use, in its own Suspense boundary, and otherwise behaves as before.
 * (Not for parts that share code with their parent, e.g. `Checkbox.Group`:
 * Rolldown merges such a lazy part back into the parent's shared chunk.)
 */
function lazyPart(file: string, owner: string, part: string, path: string, name: string): Plugin {
  return replaceInMantine(`lazy-${owner}-${part}`, file, [
    [
      `import { ${name} } from '${path}';`,
      "import { lazy as __lazy, Suspense as __Suspense, createElement as __h } from 'react';",
    ],
    [
      `${owner}.${part} = ${name};`,
      `const __Lazy = __lazy(() => import('${path}').then((m) => ({ default: m.${name} })));
${owner}.${part} = (props) => __h(__Suspense, { fallback: null }, __h(__Lazy, props));`,
    ],
  ]);
}

const tableScrollContainerOnUse = () =>
  lazyPart(
    'Table/Table.mjs',
    'Table',
    'ScrollContainer',
    './TableScrollContainer.mjs',
    'TableScrollContainer',
  );

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/cms/',
  plugins: [
    react(),
    scrollAreaWithoutFloatingUi(),
    tableScrollContainerOnUse(),
    // Endpoint definitions reach the browser as method, path and access only: no zod.
    stripEndpointSchemas(),
  ],
  build: {
    target: 'es2022',
    // Maps for reading a stack trace from production, referenced by no file; the server never serves them there.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React alone: it changes least often, so browsers keep it cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // Everything the entry loads statically, in one file. Left alone, Rolldown splits it
            // into a dozen chunks shared with the screens (rolldown#10731: Vite's HTML entry only
            // wraps main.tsx, so nothing merges into it), which costs about 6 KB of gzip.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Only pickers and menus need floating-ui: kept apart, it stays off screens without them.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/users': apiTarget,
      '/current_user.json': apiTarget,
      '/media': apiTarget,
    },
  },
});
