import type { AtRule, ChildNode, Rule } from 'postcss';

/** Rules that only define custom properties for the whole document (Mantine's theme). */
export const ROOT_SELECTOR =
  /^(:root|:host)(\[[^\]]*\]|\([^)]*\))?(,\s*(:root|:host)(\[[^\]]*\]|\([^)]*\))?)*$/;

export const isRootRule = (rule: Rule) => ROOT_SELECTOR.test(rule.selector.replace(/\s+/g, ''));

export const referencedVariables = (value: string) =>
  Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] as string);

export const animationNames = (value: string) => value.split(/[\s,]+/).filter(Boolean);

export const isRule = (node: ChildNode): node is Rule => node.type === 'rule';
export const isAtRule = (node: ChildNode): node is AtRule => node.type === 'atrule';
export const isKeyframes = (node: AtRule) => node.name.endsWith('keyframes');
