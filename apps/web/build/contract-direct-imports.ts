import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@newsroom\/contract['"];?/g;

/** Every name a module exports (values and types), by the file that defines it. */
function exportsOf(file: string, into: Map<string, string>) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      if (from && ts.isStringLiteral(from) && !statement.exportClause) {
        exportsOf(resolve(dirname(file), `${from.text}.ts`), into);
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        if (from) throw new Error(`${file}: re-export named exports with export *`);
        for (const element of statement.exportClause.elements) into.set(element.name.text, file);
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) into.set(declaration.name.text, file);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      into.set(statement.name.text, file);
    }
  }
  return into;
}

/**
 * `import { a, type B } from '@newsroom/contract'` rewritten to imports from the files defining
 * `a` (types dropped: verbatimModuleSyntax marks them all). `byName` maps a name to its file.
 */
export function importsFromDefiningFiles(
  code: string,
  byName: ReadonlyMap<string, string>,
): string | null {
  if (!code.includes('@newsroom/contract')) return null;
  return code.replace(BARREL_IMPORT, (_whole, list: string) => {
    const byFile = new Map<string, string[]>();
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const name = specifier.split(/\s+as\s+/)[0]?.trim() ?? '';
      const file = byName.get(name);
      if (!file) throw new Error(`@newsroom/contract exports no '${name}'`);
      byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
    }
    return [...byFile]
      .map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`)
      .join(' ');
  });
}

/**
 * The web build imports each contract name from the file that defines it instead of through the
 * package's barrel (`src/index.ts`). Through the barrel the entry statically reaches every module
 * of the contract, and Rolldown puts a module the entry reaches into the entry's chunk even when
 * only a lazy screen uses it: every area's schemas (and zod with them) would ride with the first
 * screen. Direct imports let each area's schemas go with that area's chunks. The server and the
 * tests keep the barrel.
 */
export function contractDirectImports(): Plugin {
  let byName: Map<string, string> | undefined;
  return {
    name: 'contract-direct-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const barrel = join(import.meta.dirname, '../../../packages/contract/src/index.ts');
      byName = exportsOf(barrel, new Map());
    },
    transform(code, id) {
      if (!byName || id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      try {
        const out = importsFromDefiningFiles(code, byName);
        return out === null || out === code ? null : { code: out, map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
