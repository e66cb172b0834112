import { readFileSync } from 'node:fs';
import { Button, Checkbox, createTheme, Group, MantineProvider, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ButtonRow } from './button-row';
import { CompactButton } from './compact-button';
import { PlainCheckbox, RowCheckbox } from './plain-checkbox';
import { PlainSwitch } from './plain-switch';
import { PlainText } from './plain-text';

// The app's theme (app/providers.tsx): red is the primary colour.
const theme = createTheme({ primaryColor: 'red', defaultRadius: 'sm' });

const elementOf = (node: ReactNode) => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>);
  return holder.querySelector('button, div, p') as Element;
};

/** What a plain part must share with Mantine's component: elements, Mantine's classes, attributes. */
type TShape = { tag: string; classes: string[]; attributes: string[]; children: TShape[] };
const shapeOf = (element: Element): TShape => ({
  tag: element.tagName,
  classes: [...element.classList].filter((name) => /^(m_|mantine-)/.test(name)).sort(),
  attributes: [...element.attributes]
    .filter((attribute) => !['class', 'style', 'id', 'for'].includes(attribute.name))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort(),
  children: [...element.children].map(shapeOf),
});

const declarations = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort();

/** The declarations of a CSS module's classes, in the order given (a later one wins). */
function moduleStyle(file: string, names: string[]) {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const merged = new Map<string, string>();
  for (const name of names) {
    const body = new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    for (const line of declarations(body)) {
      const [property = '', ...value] = line.split(':');
      merged.set(property.trim(), value.join(':').trim());
    }
  }
  return [...merged].map(([property, value]) => `${property}:${value}`).sort();
}

/** Mantine's inline style: what the plain part's classes must declare. */
const inlineStyle = (element: Element) =>
  declarations(element.getAttribute('style') ?? '').map((line) => {
    const [property = '', ...value] = line.split(':');
    return `${property.trim()}:${value.join(':').trim()}`;
  });

const same = (plain: ReactNode, mantine: ReactNode, file: string, names: string[]) => {
  const [ours, theirs] = [elementOf(plain), elementOf(mantine)];
  expect(shapeOf(ours)).toEqual(shapeOf(theirs));
  expect(moduleStyle(file, names)).toEqual(inlineStyle(theirs));
};

const noop = () => undefined;

describe('the plain parts drawn in place of Mantine components in long lists', () => {
  it('draw a compact button as Mantine’s Button, in each variant, size and state', () => {
    const buttons = './compact-button.module.css';
    same(
      <CompactButton variant="default" onClick={noop} aria-label="Edit Africa">
        Edit
      </CompactButton>,
      <Button size="compact-xs" variant="default" aria-label="Edit Africa">
        Edit
      </Button>,
      buttons,
      ['compact-xs', 'default'],
    );
    same(
      <CompactButton variant="subtle" disabled onClick={noop}>
        Refund
      </CompactButton>,
      <Button size="compact-xs" variant="subtle" disabled>
        Refund
      </Button>,
      buttons,
      ['compact-xs', 'subtle'],
    );
    same(
      <CompactButton size="xs" variant="light" onClick={noop}>
        Delete
      </CompactButton>,
      <Button size="xs" variant="light" color="red">
        Delete
      </Button>,
      buttons,
      ['xs', 'light'],
    );
  });

  it('draw a row of buttons as Mantine’s Group', () => {
    const buttons = './compact-button.module.css';
    same(
      <ButtonRow end>x</ButtonRow>,
      <Group gap={4} justify="flex-end" wrap="nowrap">
        x
      </Group>,
      buttons,
      ['row', 'row-end'],
    );
    same(
      <ButtonRow gap="xs">x</ButtonRow>,
      <Group gap="xs" wrap="nowrap">
        x
      </Group>,
      buttons,
      ['row', 'row-xs'],
    );
  });

  it('draw small dimmed text as Mantine’s Text', () => {
    same(
      <PlainText size="xs" dimmed>
        anna@example.com
      </PlainText>,
      <Text size="xs" c="dimmed">
        anna@example.com
      </Text>,
      './plain-parts.module.css',
      ['text-xs', 'dimmed'],
    );
    same(
      <PlainText size="sm">Nov 26</PlainText>,
      <Text size="sm">Nov 26</Text>,
      './plain-parts.module.css',
      ['text-sm'],
    );
  });

  it('draw a row’s selection box as Mantine’s Checkbox', () => {
    same(
      <RowCheckbox label="Select Anna" checked={false} onChange={noop} />,
      <Checkbox aria-label="Select Anna" checked={false} onChange={noop} />,
      './plain-parts.module.css',
      ['checkbox'],
    );
  });

  it('draw a labelled switch as Mantine’s Switch, on, off and disabled', () => {
    for (const [checked, disabled] of [
      [true, false],
      [false, true],
    ] as const) {
      same(
        <PlainSwitch label="Facebook" checked={checked} disabled={disabled} onChange={noop} />,
        <Switch label="Facebook" checked={checked} disabled={disabled} onChange={noop} />,
        './plain-parts.module.css',
        [],
      );
    }
  });

  it('draw a labelled form checkbox as Mantine’s Checkbox, enabled and disabled', () => {
    for (const disabled of [false, true]) {
      same(
        <PlainCheckbox label="Visible" name="visible" defaultChecked disabled={disabled} />,
        <Checkbox label="Visible" name="visible" defaultChecked disabled={disabled} />,
        './plain-parts.module.css',
        ['checkbox'],
      );
    }
  });
});
