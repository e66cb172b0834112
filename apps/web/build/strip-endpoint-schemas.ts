import { type Plugin, parseAst } from 'vite';

/** What `call` and `urlOf` read of a definition at run time; the rest is for the server and types. */
const KEPT = new Set(['method', 'path', 'access', 'status', 'multipart', 'produces', 'head']);
const ENDPOINT_FILE = /packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
const SCHEMA_NAME = /^Z[A-Z]/;

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: TNode) => boolean | undefined) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as TNode).type !== 'string') return;
  if (visit(node as TNode) === false) return;
  for (const value of Object.values(node))
    if (value && typeof value === 'object') walk(value, visit);
}

/**
 * The cuts that take the schemas out of an import declaration (the whole declaration when it
 * imports only schemas): left there, unused, the import would still tie the schema module to
 * every chunk that reaches the endpoints file, the entry's included.
 */
function schemaImportCuts(code: string, declaration: TNode): [number, number][] {
  const specifiers = (declaration.specifiers ?? []) as (TNode & { local: { name: string } })[];
  const schemas = specifiers.filter((s) => SCHEMA_NAME.test(s.local.name));
  if (schemas.length === 0) return [];
  if (schemas.length === specifiers.length) return [[declaration.start, declaration.end]];
  return schemas.map((specifier) => {
    const next = code.slice(specifier.end).match(/^\s*,/);
    return [specifier.start, specifier.end + (next ? next[0].length : 0)];
  });
}

/**
 * Keeps only method, path and access of each `defineEndpoint({...})` in a contract endpoint file:
 * the schemas and documentation are dropped, so the web app's chunks carry no zod. Fails when a
 * schema is named anywhere else in the file (a shared spread object), where it would survive.
 */
export function stripEndpointDefinitions(code: string, file = 'endpoints'): string {
  const program = parseAst(code);
  const cuts: [number, number][] = [];
  const leftover: string[] = [];
  const imported = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      for (const specifier of (node.specifiers ?? []) as { local: { name: string } }[])
        imported.add(specifier.local.name);
      cuts.push(...schemaImportCuts(code, node));
      return false;
    }
    const callee = node.callee as TNode & { name?: string };
    const [definition] = (node.arguments ?? []) as (TNode & { properties?: TNode[] })[];
    if (
      node.type === 'CallExpression' &&
      callee.name === 'defineEndpoint' &&
      definition?.properties
    ) {
      for (const property of definition.properties) {
        // An imported object spread in keeps its schemas whatever it is named (a local one is
        // checked where it is written), and they would bring zod into the browser's chunks.
        const spread = property.argument as (TNode & { name?: string }) | undefined;
        if (property.type === 'SpreadElement' && spread?.name && imported.has(spread.name)) {
          leftover.push(`...${spread.name}`);
          continue;
        }
        const key = (property.key as { name?: string } | undefined)?.name;
        if (property.type !== 'Property' || property.computed || !key || KEPT.has(key)) {
          walk(property, (inner) => {
            if (inner.type === 'Identifier' && SCHEMA_NAME.test(inner.name as string))
              leftover.push(inner.name as string);
            return undefined;
          });
          continue;
        }
        const next = code.slice(property.end).match(/^\s*,/);
        cuts.push([property.start, property.end + (next ? next[0].length : 0)]);
      }
      return false;
    }
    if (node.type === 'Identifier' && SCHEMA_NAME.test(node.name as string)) {
      leftover.push(node.name as string);
    }
    return undefined;
  });
  if (leftover.length > 0) {
    throw new Error(
      `${file}: name schemas (${[...new Set(leftover)].join(', ')}) only in a definition's own params, query, body or response`,
    );
  }
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

/** The web build's side of the endpoint definitions (see stripEndpointDefinitions). */
export function stripEndpointSchemas(): Plugin {
  return {
    name: 'strip-endpoint-schemas',
    apply: 'build',
    transform(code, id) {
      if (!ENDPOINT_FILE.test(id) || !code.includes('defineEndpoint(')) return null;
      try {
        return { code: stripEndpointDefinitions(code, id), map: null };
      } catch (error) {
        this.error(String((error as Error).message));
      }
    },
  };
}
