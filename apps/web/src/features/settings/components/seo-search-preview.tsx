import { Box, Text } from '@mantine/core';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from '@newsroom/contract';

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;

/** A search result as Google shows it: address, title and description, cut where it cuts them. */
export function SeoSearchPreview({
  url,
  title,
  description,
  noindex,
}: {
  url: string;
  title: string;
  description: string;
  noindex: boolean;
}) {
  return (
    <Box
      p="md"
      maw={600}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      aria-label="Search result preview"
      role="figure"
    >
      <Text size="xs" c="dimmed" truncate="end">
        {url}
      </Text>
      <Text size="lg" c="blue.8" lh={1.3} data-testid="preview-title">
        {cut(title, SEO_TITLE_LIMIT)}
      </Text>
      <Text size="sm" c="gray.7" data-testid="preview-description">
        {cut(description, SEO_DESCRIPTION_LIMIT)}
      </Text>
      {noindex && (
        <Text size="xs" c="orange.8" mt="xs">
          Set to noindex: search engines leave this page out of their results.
        </Text>
      )}
    </Box>
  );
}
