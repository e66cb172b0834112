import { Button } from '@mantine/core';
import { releaseNoteEndpoints } from '@newsroom/contract';
import { lazy, Suspense, useState } from 'react';
import { useMayCall } from '../../../lib/session/may-call';
import { useUnreadReleaseNotes } from '../api/unread-release-notes';

// The notes and the Markdown renderer load only when the admin opens them: the header stays
// within the first screen's script budget (bench/README.md).
const WhatsNewDrawer = lazy(() => import('./whats-new-drawer'));

const DOT = {
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: 'var(--mantine-color-red-6)',
} as const;

/** The header's "What's new": a mark while this admin has unread release notes. */
export function WhatsNewButton() {
  const mayCall = useMayCall();
  const allowed = mayCall(releaseNoteEndpoints.unread);
  const unread = useUnreadReleaseNotes(allowed);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!allowed) return null;
  const count = unread.data?.unread_count ?? 0;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={count > 0 ? `What's new (${count} unread)` : "What's new"}
        // A plain dot rather than Mantine's Indicator: the header is on the first screen. Its
        // place is kept while hidden: a dot arriving with the answer would widen the button
        // and wrap the top menu onto a second line, moving the whole page down.
        rightSection={
          count > 0 ? (
            <span style={DOT} data-testid="whats-new-mark" />
          ) : (
            <span style={{ ...DOT, visibility: 'hidden' }} />
          )
        }
      >
        What's new
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <WhatsNewDrawer opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
