import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { releaseNoteEndpoints, type TReleaseNote } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { ChosenHistory } from '../../../lib/history/chosen-history';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { QueryState } from '../../../lib/query/query-state';
import { useMayCall } from '../../../lib/session/may-call';
import { usePageTitle } from '../../../lib/ui/page-title';
import { RemoveDialog } from '../../../lib/ui/remove-dialog';
import {
  useDeleteReleaseNote,
  useReleaseNoteHistory,
  useReleaseNotes,
} from '../api/release-notes-api';
import { ReleaseNoteModal } from '../components/release-note-modal';

const HISTORY_ACTIONS = { create: 'Published', update: 'Changed', delete: 'Deleted' };

/** /settings/release-notes: the notes every admin reads as "What's new"; super admins write them. */
export default function ReleaseNotesScreen() {
  usePageTitle('Release notes');
  const mayCall = useMayCall();
  const notes = useReleaseNotes();
  const remove = useDeleteReleaseNote();
  const [editing, setEditing] = useState<TReleaseNote | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TReleaseNote | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const list = notes.data?.release_notes ?? [];
  const shownHistory = historyOf ?? list[0]?.id ?? 0;
  const history = useReleaseNoteHistory(shownHistory);
  const mayWrite = mayCall(releaseNoteEndpoints.create);

  const columns: TColumn<TReleaseNote>[] = [
    { header: 'Version', cell: (note) => note.version },
    { header: 'Release date', cell: (note) => note.released_on },
    { header: 'Last changed', cell: (note) => <DateTime value={note.updated_at} /> },
    {
      header: '',
      label: 'Actions',
      cell: (note) =>
        mayWrite && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Edit release ${note.version}`}
              onClick={() => {
                setEditing(note);
                setHistoryOf(note.id);
              }}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Delete release ${note.version}`}
              onClick={() => setDeleting(note)}
            >
              Delete
            </Button>
          </Group>
        ),
    },
  ];
  const add = mayWrite && <Button onClick={() => setAdding(true)}>New release note</Button>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Release notes</Title>
        {add}
      </Group>
      <QueryState
        query={notes}
        what="release notes"
        isEmpty={(data) => data.release_notes.length === 0}
        empty="No release notes yet"
        emptyAction={add}
      >
        {(data) => (
          <DataTable
            label="Release notes"
            rows={data.release_notes}
            columns={columns}
            rowKey={(note) => note.id}
            minWidth={560}
          />
        )}
      </QueryState>
      <NewestOnly count={notes.data?.count} shown={list.length} />
      <ReleaseNoteModal
        opened={adding || editing !== null}
        note={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      {deleting && (
        <RemoveDialog
          title="Delete release note"
          name={deleting.version}
          confirmLabel="Delete"
          remove={() => remove.mutateAsync(deleting.id)}
          removed={`Release ${deleting.version} deleted`}
          onClose={() => setDeleting(null)}
        >
          Delete the notes of release “{deleting.version}”? Admins no longer see them under What's
          new.
        </RemoveDialog>
      )}
      {list.length > 0 && (
        <ChosenHistory
          label="Release"
          options={list.map(({ id, version }) => ({ value: id, label: version }))}
          chosen={shownHistory}
          onChoose={setHistoryOf}
          history={history}
          actions={HISTORY_ACTIONS}
        />
      )}
    </Stack>
  );
}

/** Says when only the newest page is listed. */
function NewestOnly({ count, shown }: { count: number | undefined; shown: number }) {
  if (count === undefined || count <= shown) return null;
  return (
    <Text size="sm" c="dimmed">
      The newest {shown} of {count} notes.
    </Text>
  );
}
