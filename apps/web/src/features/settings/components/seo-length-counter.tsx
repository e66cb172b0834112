import { Text } from '@mantine/core';

/**
 * How long the text is once the placeholders are filled with sample values, against what
 * search engines show; past the limit it turns into a warning (saving is still allowed: a
 * real page's values may be shorter).
 */
export function SeoLengthCounter({ length, limit }: { length: number; limit: number }) {
  const over = length > limit;
  return (
    <Text size="xs" c={over ? 'orange.8' : 'dimmed'} fw={over ? 600 : undefined} aria-live="polite">
      {length} / {limit} with sample values
      {over ? ` — too long: search results cut it after ${limit} characters` : ''}
    </Text>
  );
}
