import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin, Rollup } from 'vite';

/** One route of the app: its path under /cms and the screen module its `lazy` imports. */
export type TRouteModule = { path: string; module: string; public: boolean };

/** What the server reads: per route path, the files to preload beside the entry's. */
export type TRoutePreload = { path: string; js: string[]; css: string[]; public: boolean };

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The first `import('...')` inside a node: the screen module a `lazyScreen(...)` loads. */
function importedSpecifier(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return ts.forEachChild(node, importedSpecifier);
}

const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  )?.initializer;

/**
 * The routes one `routes.tsx` declares with a literal path and a `lazy` screen, nested
 * `children` joined to their parent's path. A route whose path is computed (the terms pages)
 * is left out: it simply gets no preload.
 */
export function routeModulesOf(file: string, source: string, isPublic: boolean): TRouteModule[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazyConstants = new Map<string, string>();
  tree.forEachChild(function constants(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const specifier = importedSpecifier(node.initializer);
      if (specifier) lazyConstants.set(node.name.text, specifier);
    }
    node.forEachChild(constants);
  });
  const found: TRouteModule[] = [];
  // `base` is the joined path of the enclosing routes; null under a computed path.
  const visit = (node: ts.Node, base: string | null): void => {
    if (!ts.isObjectLiteralExpression(node)) {
      node.forEachChild((child) => visit(child, base));
      return;
    }
    const pathNode = property(node, 'path');
    let path = base;
    if (pathNode) {
      path =
        base !== null && ts.isStringLiteral(pathNode)
          ? [base, pathNode.text].filter(Boolean).join('/')
          : null;
    }
    const lazy = property(node, 'lazy');
    if (lazy && path !== null) {
      const specifier = ts.isIdentifier(lazy)
        ? lazyConstants.get(lazy.text)
        : importedSpecifier(lazy);
      if (specifier)
        found.push({ path, module: resolve(dirname(file), specifier), public: isPublic });
    }
    node.forEachChild((child) => visit(child, path));
  };
  visit(tree, '');
  return found;
}

/**
 * Writes `.vite/route-preloads.json`: for every route of `src/features/<area>/routes.tsx`, the
 * route's screen chunk and the chunks it imports (not those the entry brings, which index.html
 * already names), with their CSS. The server writes them into index.html as
 * `<link rel="modulepreload">` for the path asked for, so they download beside the entry instead
 * of after it (docs/decisions.md, First screen).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    // The browser's build only (not the server's render bundle).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const features = join(root, 'src/features');
      const routes = readdirSync(features, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const file = join(features, entry.name, 'routes.tsx');
          let source: string;
          try {
            source = readFileSync(file, 'utf8');
          } catch {
            return [];
          }
          return routeModulesOf(file, source, entry.name === 'auth');
        });
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const chunk = byFile.get(file);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      const initial = entry ? closure(entry) : new Set<string>();
      const preloads: TRoutePreload[] = [];
      for (const route of routes) {
        const screen = chunks.find((chunk) =>
          chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(route.module),
        );
        if (!screen) this.error(`route-preloads: no chunk for ${route.module} (${route.path})`);
        const files = [...closure(screen)].filter((file) => !initial.has(file));
        const css = files.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        preloads.push({ path: route.path, js: files, css, public: route.public });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
