import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { asyncEntry } from './build/async-entry';
import { bootFrameStylesFile } from './build/boot-frame-styles';
import { chunkGroups } from './build/chunk-groups';
import { compressAssets } from './build/compress-assets';
import { contractDirectImports } from './build/contract-direct-imports';
import { routePreloads } from './build/route-preloads';
import { serverRenderBuild } from './build/server-render-build';
import { startAfterPaintEntry } from './build/start-after-paint-entry';
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
 * gzipped) onto every list, though only a few screens use it (the translation queue, a
 * customer's newsletters tab; a server-rendered list must not). Here such a part loads
 * on first use, in its own Suspense boundary, and otherwise behaves as before.
 * (Not for parts that share code with their parent, e.g. `Checkbox.Group`:
 * Rolldown merges such a lazy part back into the parent's shared chunk.)
 */
function lazyPart(file: string, owner: string, part: string, path: string, name: string): Plugin {
  // Names per part: one file may have several parts made lazy.
  const [lazy, suspense, h, Lazy] = ['lazy', 'Suspense', 'h', 'Lazy'].map((n) => `__${n}${part}`);
  return replaceInMantine(`lazy-${owner}-${part}`, file, [
    [
      `import { ${name} } from '${path}';`,
      `import { lazy as ${lazy}, Suspense as ${suspense}, createElement as ${h} } from 'react';`,
    ],
    [
      `${owner}.${part} = ${name};`,
      `const ${Lazy} = ${lazy}(() => import('${path}').then((m) => ({ default: m.${name} })));
${owner}.${part} = (props) => ${h}(${suspense}, { fallback: null }, ${h}(${Lazy}, props));`,
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

/**
 * Checkbox.Group and Checkbox.Card ride on every checkbox; no screen uses them (list selection
 * uses the plain Checkbox), so they load only on first use.
 */
const checkboxPartsOnUse = (): Plugin[] => [
  lazyPart(
    'Checkbox/Checkbox.mjs',
    'Checkbox',
    'Group',
    './CheckboxGroup/CheckboxGroup.mjs',
    'CheckboxGroup',
  ),
  lazyPart(
    'Checkbox/Checkbox.mjs',
    'Checkbox',
    'Card',
    './CheckboxCard/CheckboxCard.mjs',
    'CheckboxCard',
  ),
];

/**
 * A Button or ActionIcon fades its loader in through Mantine's Transition, which alone brings
 * the Transition component (about 1.2 KB gzipped) into the entry, and onto the sign-in page
 * (its password toggle is an ActionIcon); here the loader shows at once. Menus, modals and
 * popovers keep their transitions (they import Transition themselves).
 */
const loaderWithoutTransition = (component: string) =>
  replaceInMantine(`${component}-loader-without-transition`, `${component}/${component}.mjs`, [
    [
      "import { Transition } from '../Transition/Transition.mjs';",
      'const Transition = ({ mounted, children }) => (mounted ? children({}) : null);',
    ],
  ]);

/**
 * React Router marks its components with top-level `X.displayName = ...` statements and
 * unannotated `React.forwardRef(...)` / `createContext(...)` calls, which keep every one of them
 * (Form, ScrollRestoration, HistoryRouter...) in the entry whether used or not. Without the
 * names (React DevTools only) and with the calls marked pure, the unused ones are dropped
 * (about 1.2 KB gzipped).
 */
const reactRouterTreeShakable = (): Plugin => ({
  name: 'react-router-tree-shakable',
  enforce: 'pre',
  transform(code, id) {
    if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
    const out = code
      .replace(/^[A-Za-z0-9_]+\.displayName = "[A-Za-z_]+";$/gm, '')
      .replace(
        /^var ([A-Za-z0-9_]+) = (React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm,
        'var $1 = /* @__PURE__ */ $2',
      );
    return { code: out, map: null };
  },
});

/**
 * React Router carries code for framework mode, React Server Components and instrumentation
 * into any data router, though this app (a plain SPA router) never reaches it: a Link's
 * `prefetch` (which needs a FrameworkContext), the RSC error handler, the instrumentation
 * hooks, and the default error screen (every route tree here has an errorElement at its root).
 * Each replacement keeps what the code does without those, and the rest is dropped (about 3 KB
 * gzipped). The build fails if React Router's code changed under a replacement.
 */
const REACT_ROUTER_SPA_ONLY: [RegExp, string, number][] = [
  [
    /^function usePrefetchBehavior\(prefetch, theirElementProps\) \{$/m,
    'function usePrefetchBehavior() {\n  return [false, React8.useRef(null), {}];\n}\nfunction unusedPrefetchBehavior(prefetch, theirElementProps) {',
    1,
  ],
  [
    /^function PrefetchPageLinks\(\{ page, \.\.\.linkProps \}\) \{$/m,
    'function PrefetchPageLinks() {\n  return null;\n}\nfunction unusedPrefetchPageLinks({ page, ...linkProps }) {',
    1,
  ],
  [/^ {2}if \(init\.instrumentations\) \{$/gm, '  if (false) {', 2],
  [
    /^ {4}if \(this\.context\) \{\n {6}return \/\* @__PURE__ \*\/ React2\.createElement\(RSCErrorHandler, \{ error \}, result\);\n {4}\}$/m,
    '',
    1,
  ],
  [
    /^function DefaultErrorComponent\(\) \{$/m,
    'function DefaultErrorComponent() {\n  return null;\n}\nfunction unusedDefaultErrorComponent() {',
    1,
  ],
];

const reactRouterSpaOnly = (): Plugin => ({
  name: 'react-router-spa-only',
  enforce: 'pre',
  transform(code, id) {
    if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
    if (!code.includes('function usePrefetchBehavior(')) return null;
    let out = code;
    for (const [from, to, count] of REACT_ROUTER_SPA_ONLY) {
      const found = out.match(
        new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`),
      );
      if (found?.length !== count)
        this.error(
          `react-router-spa-only: ${from} found ${found?.length ?? 0} times in ${id}, not ${count}`,
        );
      out = out.replace(from, to);
    }
    if (!/^import \* as React8 from "react";$/m.test(out))
      this.error(`react-router-spa-only: React8 is not React in ${id}`);
    return { code: out, map: null };
  },
});

const mantineStyles = resolve(
  dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '../styles',
);

/**
 * Each Mantine component brings its own styles (`styles/<Name>.layer.css`) instead of the
 * whole of Mantine's stylesheet coming with the entry: the styles ride in the chunk of the
 * component's first user, so the first screen's CSS is only what it draws. Hooked on the
 * `X.module.css.mjs` class-name maps every styled component imports; the import goes last, after
 * the component's own dependencies, so a part's styles precede the whole's as in Mantine's
 * own order. The layer keeps every Mantine rule below the app's own CSS whatever order the
 * chunks arrive in.
 */
const mantineStylesPerComponent = (): Plugin => ({
  name: 'mantine-styles-per-component',
  enforce: 'pre',
  transform(code, id) {
    const name = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/.exec(
      id,
    )?.[1];
    if (name) {
      const file = join(mantineStyles, `${name}.layer.css`);
      if (!existsSync(file)) this.error(`mantine-styles-per-component: no ${file}`);
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
    }
    if (/@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/.test(id)) {
      return { code: `${code}\nimport '@mantine/notifications/styles.layer.css';\n`, map: null };
    }
    return null;
  },
});

/**
 * The theme's CSS variables are a static stylesheet (`app/theme-variables.css`, checked against
 * what Mantine would generate by its test) and the app's MantineProvider has
 * `withCssVariables={false}`, so MantineProvider never draws MantineCssVariables; its resolver
 * still came with the entry on every page (about 2 KB gzipped).
 */
const providerWithoutCssVariables = () =>
  replaceInMantine('provider-without-css-variables', 'MantineProvider/MantineProvider.mjs', [
    [
      "import { MantineCssVariables } from './MantineCssVariables/MantineCssVariables.mjs';",
      'const MantineCssVariables = () => null;',
    ],
  ]);

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/cms/',
  plugins: [
    react(),
    scrollAreaWithoutFloatingUi(),
    tableScrollContainerOnUse(),
    ...checkboxPartsOnUse(),
    loaderWithoutTransition('Button'),
    loaderWithoutTransition('ActionIcon'),
    providerWithoutCssVariables(),
    mantineStylesPerComponent(),
    reactRouterTreeShakable(),
    reactRouterSpaOnly(),
    // Endpoint definitions reach the browser as method, path and access only: no zod.
    stripEndpointSchemas(),
    // Contract names come from their own files, so an area's schemas go with its chunks.
    contractDirectImports(),
    // Per route path, the chunks to preload beside the entry (read by the server).
    routePreloads(),
    // The styles the page's frame paints with, sent ahead of the rest (read by the server).
    bootFrameStylesFile(),
    // Brotli and gzip copies of every built text file, served by content negotiation.
    compressAssets(),
    // The same app for Node, to render the first screen into index.html (web-host.ts).
    serverRenderBuild(),
    asyncEntry(),
    // The script a server-drawn page starts the app with once painted: an entry of its own.
    startAfterPaintEntry(),
  ],
  // The server's render bundle carries its dependencies: the server imports one folder.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // Maps for reading a stack trace from production, referenced by no file; the server never serves them there.
    sourcemap: 'hidden',
    // .vite/manifest.json: the server reads it to preload a route's chunks (web-host.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
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
