import { Button, Group } from '@mantine/core';
import type { TVideoBulkAction } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { contentLocale } from '../../../lib/session/content-locale';
import { TagPicker, type TTagOption } from '../../../lib/tag-picker/tag-picker';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useBulkAction } from '../api/use-bulk-action';
import { useExactCount } from '../api/use-exact-count';
import { videoTagOptions } from '../api/use-video-tag-options';
import { selectedCount, type TSelection } from '../model/selection';
import { ExportSelectionButton } from './export-selection-button';

function toRequest(selection: TSelection): TVideoBulkAction['selection'] {
  if (selection.mode === 'all' || selection.mode === 'none')
    return { mode: 'all', external_names: [] };
  return { mode: selection.mode, external_names: selection.externalNames };
}

type TAction = TVideoBulkAction['action'];
const LABELS: Record<TAction, string> = {
  add_tag: 'Add tag to',
  remove_tag: 'Remove tag from',
  publish: 'Publish',
  unpublish: 'Unpublish',
};

/**
 * Acts on the selection within the current search; the server refuses when the count moved.
 * An action over all matches (less any unticked) is confirmed first with their number, counted
 * exactly when the list's count stopped at the cap (`capped`, shown as "1,000+").
 */
export function BulkActions({
  selection,
  count,
  total,
  capped,
  query,
  onDone,
}: {
  selection: TSelection;
  count: number;
  /** The search's count, as the list shows it. */
  total: number;
  capped: boolean;
  query: TVideoBulkAction['query'];
  onDone: () => void;
}) {
  const [tag, setTag] = useState<TTagOption | null>(null);
  const [useOptions] = useState(() => videoTagOptions(contentLocale()));
  const [confirming, setConfirming] = useState<TAction | null>(null);
  const tagId = tag ? String(tag.id) : null;
  const bulk = useBulkAction();
  const disabled = count === 0 || bulk.isPending;
  const overAll = selection.mode === 'all' || selection.mode === 'external_name_not_in';
  const exact = useExactCount(query, capped && overAll && confirming !== null);
  const confirmedCount = capped
    ? exact.data === undefined
      ? undefined
      : selectedCount(selection, exact.data)
    : selectedCount(selection, total);

  const run = (action: TAction, expected: number) =>
    bulk.mutate(
      {
        action,
        tag_id: tagId ? Number(tagId) : undefined,
        selection: toRequest(selection),
        query,
        expected_count: expected,
      },
      {
        onSuccess: (result) => {
          const changed = result.results.filter((r) => r.changed).length;
          pushNotification({
            type: 'success',
            title: `${action.replace('_', ' ')}: ${changed} of ${result.count} videos changed`,
          });
          setConfirming(null);
          onDone();
        },
        onError: (error) => {
          setConfirming(null);
          pushNotification({ type: 'error', title: errorMessage(error) });
        },
      },
    );

  const start = (action: TAction) => (overAll ? setConfirming(action) : run(action, count));

  return (
    <Group gap="xs" align="end">
      <TagPicker
        useOptions={useOptions}
        label="Tag"
        placeholder="Find a tag"
        w={220}
        value={tag}
        onChange={setTag}
      />
      <Button
        size="xs"
        variant="light"
        disabled={disabled || !tagId}
        onClick={() => start('add_tag')}
      >
        Add tag
      </Button>
      <Button
        size="xs"
        variant="light"
        disabled={disabled || !tagId}
        onClick={() => start('remove_tag')}
      >
        Remove tag
      </Button>
      <Button size="xs" variant="light" disabled={disabled} onClick={() => start('publish')}>
        Publish
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        disabled={disabled}
        onClick={() => start('unpublish')}
      >
        Unpublish
      </Button>
      <ExportSelectionButton
        input={{ selection: toRequest(selection), query, expected_count: count }}
        exactCount={capped && overAll}
      />
      <ConfirmModal
        opened={confirming !== null}
        title={
          confirming
            ? `${LABELS[confirming]} ${confirmedCount?.toLocaleString('en') ?? 'all matching'} videos?`
            : ''
        }
        confirmLabel="Confirm"
        loading={bulk.isPending || confirmedCount === undefined}
        onConfirm={() => {
          if (confirming && confirmedCount !== undefined) run(confirming, confirmedCount);
        }}
        onClose={() => setConfirming(null)}
      >
        {confirmedCount === undefined
          ? 'Counting the videos that match the search…'
          : `Every video that matches the search${selection.mode === 'external_name_not_in' ? ', except the ones unticked,' : ''} changes.`}
      </ConfirmModal>
    </Group>
  );
}
