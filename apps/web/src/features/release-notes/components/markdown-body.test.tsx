import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from './markdown-body';

const renderNote = (text: string) =>
  render(
    <MantineProvider>
      <MarkdownBody text={text} />
    </MantineProvider>,
  );

describe('MarkdownBody', () => {
  it('renders Markdown as elements', () => {
    renderNote('## Faster search\n\n- **much** faster\n- [docs](https://example.com/docs)');
    expect(screen.getByRole('heading', { name: 'Faster search' })).toBeTruthy();
    expect(screen.getByText('much').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('never lets HTML or script links through', () => {
    const { container } = renderNote(
      'Hi <img src=x onerror="window.hacked=1"> <script>window.hacked=1</script> <b>bold</b>\n\n[click](javascript:alert(1))',
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
