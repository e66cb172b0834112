import { Box, Paper, Typography } from '@mantine/core';

/**
 * The draft's text in the editor's frame (its toolbar's height kept free), drawn until the
 * editor is in: the server draws this, never the editor, which is 300 KB of its own chunk and
 * only works in the browser. The HTML is the server's own, cleaned by its allow-list on save.
 */
export function TermsPreview({ html }: { html: string }) {
  return (
    <Paper withBorder aria-label="Terms text" aria-busy>
      <Box h={47} style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }} />
      <Typography p="md" mih={320}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Paper>
  );
}
