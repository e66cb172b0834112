import { Alert, Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type TNewsletterContent,
  type TNewsletterKind,
  ZNewsletterContent,
} from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { usePreview } from '../api/newsletters-api';

/**
 * The e-mail exactly as the server renders and sends it (MJML HTML, plain-text part), from the
 * editor's unsaved content. The HTML runs in a sandboxed frame: no scripts, no same origin.
 */
export function EmailPreview({
  kind,
  content,
}: {
  kind: TNewsletterKind;
  content: TNewsletterContent;
}) {
  const [debounced] = useDebouncedValue(content, 400);
  const valid = ZNewsletterContent.safeParse(debounced).success;
  const preview = usePreview(kind, valid ? debounced : null);
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={part}
        onChange={(value) => setPart(value as 'html' | 'text')}
        data={[
          { value: 'html', label: 'E-mail' },
          { value: 'text', label: 'Plain text' },
        ]}
        aria-label="Part of the e-mail"
      />
      {!valid && (
        <Text size="sm" c="dimmed">
          The preview shows once the issue has a subject.
        </Text>
      )}
      {preview.error ? <Alert color="red">{errorMessage(preview.error)}</Alert> : null}
      {preview.data && part === 'html' && (
        <Box
          component="iframe"
          title="E-mail preview"
          sandbox=""
          srcDoc={preview.data.html}
          style={{
            width: '100%',
            height: 640,
            border: '1px solid var(--mantine-color-gray-3)',
            opacity: preview.isPlaceholderData ? 0.6 : 1,
          }}
        />
      )}
      {preview.data && part === 'text' && (
        <Box
          component="pre"
          aria-label="Plain-text part"
          style={{ whiteSpace: 'pre-wrap', fontSize: 13, maxHeight: 640, overflow: 'auto' }}
        >
          {preview.data.text}
        </Box>
      )}
    </Stack>
  );
}
