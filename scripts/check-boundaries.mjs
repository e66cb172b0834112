// Checks the import boundaries of docs/ARCHITECTURE.md ("Boundaries"); run by `npm run lint`.
// Usage: node scripts/check-boundaries.mjs [repository root]  (exit code 1 when a rule is broken)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function walk(folder) {
  let entries;
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every import of a file: the module as written, where it points (repo-relative, no extension) and the names. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3] ?? match[4];
    found.push({ specifier, clause: match[1] ?? '' });
  }
  return found;
}

/** What a component may take from the client: the error class (instanceof checks) and the host of media URLs. */
const ALLOWED_FROM_CLIENT = new Set(['ApiRequestError', 'API_HOST']);

const posix = (path) => path.split(sep).join('/');
const stripExtension = (path) => path.replace(/\.(ts|tsx|mts|js|mjs)$/, '');

/** The rules: each gets the importing file and the import (both as repo-relative POSIX paths). */
const rules = [
  {
    name: 'web features never import each other',
    check: (file, target) => {
      const from = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
      const to = target?.match(/^apps\/web\/src\/features\/([^/]+)(\/|$)/);
      return from && to && from[1] !== to[1];
    },
  },
  {
    name: 'web lib never imports features',
    check: (file, target) =>
      file.startsWith('apps/web/src/lib/') && target?.startsWith('apps/web/src/features/'),
  },
  {
    name: "only a feature's api/ calls the API client (lib/api/client, lib/api/call)",
    check: (file, target, clause) => {
      if (!/^apps\/web\/src\/features\/[^/]+\//.test(file)) return false;
      if (/^apps\/web\/src\/features\/[^/]+\/api\//.test(file)) return false;
      if (!/^apps\/web\/src\/lib\/api\/(client|call)$/.test(target ?? '')) return false;
      const names = clause
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean);
      return names.length === 0 || names.some((name) => !ALLOWED_FROM_CLIENT.has(name));
    },
  },
  {
    name: 'server routes never import db/schema or Drizzle',
    check: (file, target, _clause, specifier) =>
      file.startsWith('apps/server/src/routes/') &&
      (/^drizzle-orm(\/|$)/.test(specifier) ||
        /^apps\/server\/src\/db\/schema(\/|$)/.test(target ?? '')),
  },
  {
    name: "other areas import an area's services only through its index.ts",
    check: (file, target) => {
      const to = target?.match(/^apps\/server\/src\/services\/([^/]+)\/(.+)$/);
      if (!to || to[2] === 'index') return false;
      const from = file.match(/^apps\/server\/src\/services\/([^/]+)\//);
      return Boolean(from) && from[1] !== to[1];
    },
  },
];

/** The broken rules of one file, as "file: rule (import)". */
export function checkFile(root, file, text) {
  const relativeFile = posix(relative(root, file));
  const problems = [];
  for (const { specifier, clause } of importsOf(text)) {
    const target = specifier.startsWith('.')
      ? stripExtension(posix(relative(root, resolve(dirname(file), specifier))))
      : undefined;
    for (const rule of rules) {
      if (rule.check(relativeFile, target, clause, specifier)) {
        problems.push(`${relativeFile}: ${rule.name} (import '${specifier}')`);
      }
    }
  }
  return problems;
}

export function checkRepository(root) {
  const files = [...walk(join(root, 'apps/web/src')), ...walk(join(root, 'apps/server/src'))];
  return files.flatMap((file) => checkFile(root, file, readFileSync(file, 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkRepository(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) cross a boundary (docs/ARCHITECTURE.md).`);
    process.exit(1);
  }
}
