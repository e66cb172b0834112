import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { settingsEndpoints, type TTranscoderProfile } from '@newsroom/contract';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { HistoryView } from '../../../lib/history/history-view';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { usePageTitle } from '../../../lib/ui/page-title';
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
  const [inUse, setInUse] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const shownHistory = historyOf ?? profiles.data?.transcoders[0]?.id ?? 0;
  const history = useTranscoderProfileHistory(shownHistory);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      pushNotification({ type: 'success', title: `${deleting.name} removed` });
      setDeleting(null);
    } catch (error) {
      const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
      // The server names the live events that still use the profile.
      if (first?.code === 'in_use') setInUse(first.message ?? errorMessage(error));
      else pushNotification({ type: 'error', title: 'Not removed', message: errorMessage(error) });
    }
  };

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
            onDelete={(profile) => {
              setInUse(null);
              setDeleting(profile);
            }}
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
      <ConfirmModal
        opened={deleting !== null}
        title="Remove transcoder profile"
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {inUse ? (
          <Text span c="red" size="sm" role="alert">
            Cannot remove “{deleting?.name}”. {inUse}
          </Text>
        ) : (
          `Remove “${deleting?.name}”?`
        )}
      </ConfirmModal>
      <Title order={3} mt="xl">
        History
      </Title>
      {profiles.data && profiles.data.transcoders.length > 0 && (
        <>
          <Select
            label="Profile"
            w={260}
            data={profiles.data.transcoders.map((profile) => ({
              value: String(profile.id),
              label: profile.name,
            }))}
            value={String(shownHistory)}
            onChange={(value) => value && setHistoryOf(Number(value))}
            allowDeselect={false}
          />
          <HistoryView history={history} actions={HISTORY_ACTIONS} />
        </>
      )}
    </Stack>
  );
}
