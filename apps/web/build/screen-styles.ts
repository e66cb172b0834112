import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';
// The file itself, not the package: the build's config loads without the contract's build.
import {
  SCREEN_STYLES_FILE,
  type TScreenStyles,
  type TStyleEntry,
  type TStyleSheetIndex,
} from '../../../packages/contract/src/first-screen/screen-styles';
import {
  animationNames,
  isAtRule,
  isKeyframes,
  isRootRule,
  isRule,
  referencedVariables,
} from './css-parts';

/** At-rules whose rules apply (or not) as a whole: their rules are indexed inside them. */
const WRAPPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/** `selector` without what is inside parentheses or brackets (`:not(.a)`, `[href=".b"]`). */
function outerSelector(selector: string): string {
  let depth = 0;
  let outer = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    if (depth === 0) outer += char;
    if ((char === ')' || char === ']') && depth > 0) depth--;
  }
  return outer;
}

/**
 * The classes an element must carry for `selectors` to match it, per selector (any one may
 * match); undefined when one of them needs none (or cannot be read safely: an escaped name), so
 * the rule is always kept. What is inside `:not()`, `:is()`, `:where()`, `:has()` or an
 * attribute is not required: the index keeps more rules than match, never fewer.
 */
export function classesNeeded(selectors: string[]): string[][] | undefined {
  const alternatives = new Map<string, string[]>();
  for (const selector of selectors) {
    if (selector.includes('\\')) return undefined;
    const classes = [
      ...new Set(
        Array.from(
          outerSelector(selector).matchAll(/\.([_a-zA-Z-][\w-]*)/g),
          (m) => m[1] as string,
        ),
      ),
    ];
    if (classes.length === 0) return undefined;
    const key = [...classes].sort().join(' ');
    if (!alternatives.has(key)) alternatives.set(key, classes);
  }
  return [...alternatives.values()];
}

function ruleEntry(rule: Rule): TStyleEntry {
  if (isRootRule(rule)) {
    const declarations: string[] = [];
    const variables: [string, string, string[]][] = [];
    for (const node of rule.nodes) {
      if (node.type !== 'decl') continue;
      if (node.prop.startsWith('--'))
        variables.push([node.prop, node.value, referencedVariables(node.value)]);
      else declarations.push(node.toString());
    }
    return { selector: rule.selector, declarations, variables };
  }
  const uses = new Set<string>();
  const animations = new Set<string>();
  rule.walkDecls((decl) => {
    for (const name of referencedVariables(decl.value)) uses.add(name);
    if (decl.prop === 'animation' || decl.prop === 'animation-name')
      for (const name of animationNames(decl.value)) animations.add(name);
  });
  const need = classesNeeded(rule.selectors);
  return {
    css: rule.toString(),
    ...(need && { need }),
    ...(uses.size > 0 && { uses: [...uses] }),
    ...(animations.size > 0 && { animations: [...animations] }),
  };
}

/**
 * The index of one stylesheet (`TStyleSheetIndex`): each top-level rule, keyframes and other
 * at-rule in order, those inside `@media`, `@layer` and the like within their at-rules.
 */
export function indexStyleSheet(css: string): TStyleSheetIndex {
  const wraps: [string, string][] = [];
  const entries: TStyleEntry[] = [];
  const wrapOf = (open: string, close: string) => {
    const found = wraps.findIndex(([o, c]) => o === open && c === close);
    if (found >= 0) return found;
    wraps.push([open, close]);
    return wraps.length - 1;
  };
  const visit = (container: Container<ChildNode>, open: string, close: string) => {
    const wrap = open ? { wrap: wrapOf(open, close) } : {};
    for (const node of container.nodes ?? []) {
      if (isRule(node)) entries.push({ ...wrap, ...ruleEntry(node) });
      else if (isAtRule(node)) {
        if (isKeyframes(node))
          entries.push({ ...wrap, keyframes: node.params, css: node.toString() });
        else if (node.nodes && WRAPPING.has(node.name))
          visit(node, `${open}${atRuleOpening(node)}`, `}${close}`);
        // A statement (`@layer a,b`) prints without the semicolon that ends it.
        else entries.push({ ...wrap, css: node.nodes ? node.toString() : `${node.toString()};` });
      }
    }
  };
  visit(postcss.parse(css), '', '');
  return { wraps, entries };
}

const atRuleOpening = (node: AtRule) => `@${node.name}${node.params ? ` ${node.params}` : ''}{`;

/** Writes `SCREEN_STYLES_FILE`: the index of every stylesheet of the build, by file name. */
export const screenStylesFile = (): Plugin => ({
  name: 'screen-styles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const sheets: TScreenStyles = {};
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !/^assets\/[^/]+\.css$/.test(file.fileName)) continue;
      const css = String(file.source);
      // Addresses inside a sheet are relative to its file, not to the page: such a sheet (and
      // one that would close the page's style element) is sent whole, as a link.
      if (css.includes('url(') || css.includes('</')) continue;
      sheets[file.fileName.slice('assets/'.length)] = indexStyleSheet(css);
    }
    // The server-render build (its own bundle, no styles) has nothing to write.
    if (Object.keys(sheets).length === 0) return;
    this.emitFile({ type: 'asset', fileName: SCREEN_STYLES_FILE, source: JSON.stringify(sheets) });
  },
});
