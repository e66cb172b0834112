import { Stack, Text, Title } from '@mantine/core';
import {
  STREAM_TARGET_KEYS,
  STREAM_TARGET_LABELS,
  type TStreamTarget,
  type TStreamTargetKey,
} from '@newsroom/contract';
import { useState } from 'react';
import { ChosenHistory } from '../../../lib/history/chosen-history';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useStreamTargetHistory, useStreamTargets } from '../api/stream-targets-api';

import { StreamTargetModal } from '../components/stream-target-modal';
import { StreamTargetTable } from '../components/stream-target-table';
import { TranscoderTabs } from '../components/transcoder-tabs';

const HISTORY_ACTIONS = { update: 'Changed', update_with_secret: 'Changed (with the stream key)' };

/** /settings/transcoders/targets: where each stream_to target publishes, and new events' defaults. */
export default function StreamTargetsScreen() {
  usePageTitle('Stream targets');
  const targets = useStreamTargets();
  const [editing, setEditing] = useState<TStreamTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<TStreamTargetKey>('youtube');
  const history = useStreamTargetHistory(historyOf);
  return (
    <Stack gap="md">
      <Title order={2}>Stream targets</Title>
      <TranscoderTabs />
      <Text size="sm" c="dimmed">
        The streaming engine pushes each target of a live event to its ingest address with its
        stream key. Targets “On” start switched on in new live events.
      </Text>
      <QueryState query={targets} what="stream targets">
        {(data) => (
          <StreamTargetTable
            targets={data.stream_targets}
            onEdit={(target) => {
              setEditing(target);
              setHistoryOf(target.target);
            }}
          />
        )}
      </QueryState>
      {editing && <StreamTargetModal target={editing} onClose={() => setEditing(null)} />}
      <ChosenHistory
        label="Target"
        options={STREAM_TARGET_KEYS.map((value) => ({ value, label: STREAM_TARGET_LABELS[value] }))}
        chosen={historyOf}
        onChoose={setHistoryOf}
        history={history}
        actions={HISTORY_ACTIONS}
      />
    </Stack>
  );
}
