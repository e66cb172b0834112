import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Mantine's ScrollArea (inside every Table) takes only `useMergeRefs` from
 * floating-ui, which otherwise brings floating-ui's whole chunk (14 KB gzipped)
 * onto every list screen. Mantine's own `useMergedRef` does the same job.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const from = "import { useMergeRefs } from '@floating-ui/react';";
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('ScrollArea/ScrollArea.mjs') || !code.includes(from)) return null;
      return code.replace(
        from,
        "import { useMergedRef } from '@mantine/hooks';\nconst useMergeRefs = (refs) => useMergedRef(...refs);",
      );
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/cms/',
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only pickers and menus need floating-ui: kept apart, it stays off screens without
          // them. React has its own group so that floating-ui's chunk does not take it along.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
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
