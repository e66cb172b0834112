import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/**
 * A note's Markdown as React elements. No raw HTML ever reaches the page: HTML in the text is
 * dropped (`skipHtml`, and no rehype-raw), and react-markdown's default URL check leaves out
 * `javascript:` and other unsafe links. Links open in a new tab without the opener.
 */
export function MarkdownBody({ text }: { text: string }) {
  return (
    <Typography>
      <Markdown
        skipHtml
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer" />,
          img: ({ node: _node, alt }) => <span>{alt}</span>,
        }}
      >
        {text}
      </Markdown>
    </Typography>
  );
}
