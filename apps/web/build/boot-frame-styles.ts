import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** Where the build writes the frame's styles; the server reads them (web-host.ts). */
export const BOOT_FRAME_STYLES_FILE = '.vite/boot-frame.css';

/** The rules that draw the page's frame (`boot-*`, the skeleton, the frame's own box). */
const FRAME_SELECTOR = /\.boot-|\.screen-skeleton|#boot-frame/;
/** The document's baseline the frame is drawn on: box sizing, the body's font and colours. */
const BASE_SELECTORS = new Set([':root,:host', '*,:before,:after', 'body,:host', 'body', 'html']);
/** Rules that only define custom properties for the whole document (Mantine's theme). */
const ROOT_SELECTOR =
  /^(:root|:host)(\[[^\]]*\]|\([^)]*\))?(,\s*(:root|:host)(\[[^\]]*\]|\([^)]*\))?)*$/;

const referencedVariables = (value: string) =>
  Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] as string);
const animationNames = (value: string) => value.split(/[\s,]+/).filter(Boolean);

const isRule = (node: ChildNode): node is Rule => node.type === 'rule';
const isAtRule = (node: ChildNode): node is AtRule => node.type === 'atrule';

/**
 * Of the app's stylesheet, what its frame needs to paint: the frame's rules, the document's
 * baseline, the theme's custom properties those use (and the ones they use in turn), and their
 * keyframes, in the stylesheet's order and layers. The page sends these ahead of the screen, and
 * the whole stylesheet with the screen's markup: parsing all of it first held the browser up
 * while the server rendered (on a two-core machine, the render's CPU).
 */
export function bootFrameStyles(css: string): string {
  const root = postcss.parse(css);
  const kept = new Set<Rule>();
  const wanted = new Set<string>();
  const animations = new Set<string>();
  const keep = (rule: Rule) => {
    kept.add(rule);
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) return;
      for (const name of referencedVariables(decl.value)) wanted.add(name);
      if (decl.prop === 'animation' || decl.prop === 'animation-name')
        for (const name of animationNames(decl.value)) animations.add(name);
    });
  };
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes'))
      return;
    if (FRAME_SELECTOR.test(rule.selector) || BASE_SELECTORS.has(rule.selector)) keep(rule);
  });
  // Custom properties in the theme's root rules, to a fixed point: a kept one may use others.
  const rootRules: Rule[] = [];
  root.walkRules((rule) => {
    if (ROOT_SELECTOR.test(rule.selector.replace(/\s+/g, ''))) rootRules.push(rule);
  });
  let grew = true;
  while (grew) {
    grew = false;
    for (const rule of rootRules)
      rule.walkDecls((decl) => {
        if (!wanted.has(decl.prop)) return;
        for (const name of referencedVariables(decl.value))
          if (!wanted.has(name)) {
            wanted.add(name);
            grew = true;
          }
      });
  }
  for (const rule of rootRules) {
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !wanted.has(decl.prop)) decl.remove();
    });
    if (rule.nodes.length > 0) kept.add(rule);
  }
  prune(root, kept, animations);
  return root.toString();
}

/** Drops every rule not kept, keyframes not used, and the at-rules left empty. */
function prune(container: Container, kept: Set<Rule>, animations: Set<string>) {
  for (const node of [...(container.nodes ?? [])]) {
    if (isRule(node)) {
      if (!kept.has(node)) node.remove();
    } else if (isAtRule(node)) {
      if (node.name.endsWith('keyframes')) {
        if (!animations.has(node.params)) node.remove();
      } else if (node.nodes) {
        prune(node, kept, animations);
        if (node.nodes.length === 0) node.remove();
      } else if (node.name !== 'layer') {
        node.remove();
      }
    } else if (node.type === 'comment') {
      node.remove();
    }
  }
}

/**
 * Writes `BOOT_FRAME_STYLES_FILE`: `bootFrameStyles` of the stylesheet the entry imports. The
 * build fails when the entry has none or the frame's rules are missing from it.
 */
export const bootFrameStylesFile = (): Plugin => ({
  name: 'boot-frame-styles',
  apply: 'build',
  generateBundle(_options, bundle) {
    // The server-render build (its own bundle, no styles) has nothing to write.
    const entry = Object.values(bundle).find(
      (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
    );
    if (!entry || entry.type !== 'chunk') return;
    const cssFiles = [...(entry.viteMetadata?.importedCss ?? [])];
    const css = cssFiles
      .map((name) => bundle[name])
      .map((file) => (file?.type === 'asset' ? String(file.source) : ''))
      .join('');
    const styles = bootFrameStyles(css);
    if (!/\.boot-header/.test(styles) || !/\.screen-skeleton/.test(styles))
      this.error('boot-frame-styles: the frame rules (.boot-header, .screen-skeleton) are missing');
    this.emitFile({ type: 'asset', fileName: BOOT_FRAME_STYLES_FILE, source: styles });
  },
});
