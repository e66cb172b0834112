import { BOOT_FRAME_STYLES_FILE as READ_BY_SERVER } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { BOOT_FRAME_STYLES_FILE, bootFrameStyles } from './boot-frame-styles';

const SHEET = [
  '@layer mantine{',
  ':root,:host{color-scheme:var(--mantine-color-scheme)}',
  'body,:host{font-family:var(--mantine-font-family);margin:0}',
  '.m_button{color:var(--mantine-color-blue-6);animation:m_spin 1s}',
  '@keyframes m_spin{to{transform:rotate(1turn)}}',
  '@keyframes m_pulse{to{opacity:.4}}',
  ':root,:host{--mantine-font-family:Roboto;--mantine-spacing-md:calc(1rem * var(--mantine-scale));',
  '--mantine-scale:1;--mantine-color-blue-6:#228be6;--mantine-color-gray-1:#f1f3f5}',
  ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){',
  '--mantine-color-scheme:light;--mantine-color-text:#000}',
  '}',
  '.screen-skeleton{gap:var(--mantine-spacing-md);animation:m_pulse 1s}',
  '.screen-skeleton>div{background:var(--mantine-color-gray-1)}',
  '.boot-header{display:flex}',
  '@media (max-width:48em){.boot-menu{display:none}.videos-table{display:none}}',
  '.videos-table{color:red}',
].join('');

describe('the frame styles the build writes', () => {
  const styles = bootFrameStyles(SHEET);

  it('are written where the server reads them', () => {
    expect(BOOT_FRAME_STYLES_FILE).toBe(READ_BY_SERVER);
  });

  it("keep the frame's rules, the baseline and the theme values they use, in their layers", () => {
    expect(styles).toContain('.boot-header{display:flex}');
    expect(styles).toContain('@media (max-width:48em){.boot-menu{display:none}}');
    expect(styles).toContain('.screen-skeleton>div{background:var(--mantine-color-gray-1)}');
    expect(styles).toMatch(
      /^@layer mantine\{:root,:host\{color-scheme:var\(--mantine-color-scheme\)\}/,
    );
    expect(styles).toContain('body,:host{font-family:var(--mantine-font-family);margin:0}');
    // Used by a kept rule, and in turn by a kept value (--mantine-scale).
    expect(styles).toContain(
      ':root,:host{--mantine-font-family:Roboto;--mantine-spacing-md:calc(1rem * var(--mantine-scale));--mantine-scale:1;--mantine-color-gray-1:#f1f3f5}',
    );
    expect(styles).toContain('--mantine-color-scheme:light');
    expect(styles).toContain('@keyframes m_pulse');
  });

  it("drop the screens' rules, the values and keyframes only they use", () => {
    expect(styles).not.toContain('m_button');
    expect(styles).not.toContain('videos-table');
    expect(styles).not.toContain('--mantine-color-blue-6');
    expect(styles).not.toContain('--mantine-color-text');
    expect(styles).not.toContain('m_spin');
  });
});
