import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './providers';

type TSchemes = Record<'all' | 'dark' | 'light', string[]>;

/** Each rule's declarations, by the colour scheme its selector names (none: all). */
const bySchemes = (css: string): TSchemes => {
  const schemes: TSchemes = { all: [], dark: [], light: [] };
  for (const [, selector = '', body = ''] of css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const scheme = selector.includes('dark')
      ? 'dark'
      : selector.includes('light')
        ? 'light'
        : 'all';
    schemes[scheme].push(
      ...body
        .split(';')
        .map((part) => part.trim().replace(/\s*:\s*/, ': '))
        .filter(Boolean),
    );
  }
  for (const list of Object.values(schemes)) list.sort();
  return schemes;
};

describe('the theme variables', () => {
  it('are the ones MantineProvider generates for the app theme', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<MantineProvider theme={theme}>{null}</MantineProvider>);
    const generated = holder.querySelector('style[data-mantine-styles="true"]')?.textContent ?? '';
    expect(generated).toContain('--mantine-primary-color-filled');
    const file = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    expect(bySchemes(file)).toEqual(bySchemes(generated));
  });
});
