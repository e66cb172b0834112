import { Button, Group, Stack, Title } from '@mantine/core';
import { settingsEndpoints, type TTranscoderProfile } from '@newsroom/contract';
import { useState } from 'react';
import { ChosenHistory } from '../../../lib/history/chosen-history';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { RemoveDialog } from '../../../lib/ui/remove-dialog';
import {
  useDeleteTranscoderProfile,
  useTranscoderProfileHistory,
  useTranscoderProfiles,
} from '../api/transcoder-profiles-api';
import { TranscoderProfileModal } from '../components/transcoder-profile-modal';
import { TranscoderProfileTable } from '../components/transcoder-profile-table';
import { TranscoderTabs } from '../components/transcoder-tabs';

const HISTORY_ACTIONS = { create: 'Added', update: 'Changed', delete: 'Removed' };

/** /settings/transcoders: the transcoder profiles live events choose from. */
export default function TranscodersScreen() {
  usePageTitle('Transcoders');
  const profiles = useTranscoderProfiles();
  const remove = useDeleteTranscoderProfile();
  const [editing, setEditing] = useState<TTranscoderProfile | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TTranscoderProfile | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const shownHistory = historyOf ?? profiles.data?.transcoders[0]?.id ?? 0;
  const history = useTranscoderProfileHistory(shownHistory);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Transcoders</Title>
        <Button onClick={() => setAdding(true)}>Add profile</Button>
      </Group>
      <TranscoderTabs />
      <QueryState
        query={profiles}
        what="transcoder profiles"
        isEmpty={(data) => data.transcoders.length === 0}
        empty="No transcoder profiles yet"
        emptyNext={{
          label: 'Add profile',
          onClick: () => setAdding(true),
          endpoint: settingsEndpoints.createTranscoder,
        }}
      >
        {(data) => (
          <TranscoderProfileTable
            profiles={data.transcoders}
            onEdit={(profile) => {
              setEditing(profile);
              setHistoryOf(profile.id);
            }}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      {(adding || editing !== null) && (
        <TranscoderProfileModal
          profile={editing}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <RemoveDialog
          title="Remove transcoder profile"
          name={deleting.name}
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        >
          Remove “{deleting.name}”?
        </RemoveDialog>
      )}
      {profiles.data && profiles.data.transcoders.length > 0 && (
        <ChosenHistory
          label="Profile"
          options={profiles.data.transcoders.map(({ id, name }) => ({ value: id, label: name }))}
          chosen={shownHistory}
          onChoose={setHistoryOf}
          history={history}
          actions={HISTORY_ACTIONS}
        />
      )}
    </Stack>
  );
}
