import { Button, CopyButton, Tooltip } from '@mantine/core';

/** Copies a smart link to the clipboard and says so for a moment. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
          <Button
            size="compact-xs"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={label}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}
