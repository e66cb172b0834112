import { Badge, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { QueryState } from '../../../lib/query/query-state';
import { useMarkReleaseNotesRead, useReleaseNotes } from '../api/release-notes-api';
import { MarkdownBody } from './markdown-body';

/** The latest release notes; showing them marks them read for this admin. */
export default function WhatsNewDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const notes = useReleaseNotes();
  const markRead = useMarkReleaseNotesRead();
  const newestId = Math.max(0, ...(notes.data?.release_notes.map((note) => note.id) ?? []));
  const unreadShown = notes.data?.release_notes.some((note) => note.unread) ?? false;
  const { mutate } = markRead;

  // Read once they are on screen; the newest id shown, so a note published meanwhile stays new.
  useEffect(() => {
    if (opened && unreadShown && newestId > 0) mutate(newestId);
  }, [opened, unreadShown, newestId, mutate]);

  return (
    <Drawer opened={opened} onClose={onClose} title="What's new" position="right" size="lg">
      <QueryState
        query={notes}
        what="release notes"
        isEmpty={(data) => data.release_notes.length === 0}
        empty="No release notes yet"
      >
        {(data) => (
          <Stack gap="lg">
            {data.release_notes.map((note, index) => (
              <article key={note.id} aria-label={`Release ${note.version}`}>
                {index > 0 && <Divider mb="lg" />}
                <Group gap="sm" mb="xs">
                  <Title order={3}>{note.version}</Title>
                  <Text size="sm" c="dimmed">
                    {note.released_on}
                  </Text>
                  {note.unread && (
                    <Badge color="red" variant="light" size="sm">
                      New
                    </Badge>
                  )}
                </Group>
                <MarkdownBody text={note.body} />
              </article>
            ))}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
