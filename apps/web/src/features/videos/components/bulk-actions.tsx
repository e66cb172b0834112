import { Button, Group } from '@mantine/core';
import type { TVideoBulkAction } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { contentLocale } from '../../../lib/session/content-locale';
import { TagPicker, type TTagOption } from '../../../lib/tag-picker/tag-picker';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useBulkAction } from '../api/use-bulk-action';
import { useBulkDoneToast } from '../api/use-bulk-undo';
import { useExactCount } from '../api/use-exact-count';
import { videoTagOptions } from '../api/use-video-tag-options';
import { bulkConsequence, bulkOutcome, bulkQuestion } from '../model/bulk-texts';
import { selectedCount, type TSelection } from '../model/selection';
import { ExportSelectionButton } from './export-selection-button';

function toRequest(selection: TSelection): TVideoBulkAction['selection'] {
  if (selection.mode === 'all' || selection.mode === 'none')
    return { mode: 'all', external_names: [] };
  return { mode: selection.mode, external_names: selection.externalNames };
}

type TAction = TVideoBulkAction['action'];

/**
 * Acts on the selection within the current search; the server refuses when the count moved.
 * An action over more than one video is confirmed first with the exact number and what changes
 * (over all matches counted exactly when the list's count stopped at the cap, "1,000+"); its
 * toast says what changed in words and offers Undo.
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
  const doneToast = useBulkDoneToast();
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
          doneToast(bulkOutcome(action, changed, result.count), result.undo_id);
          setConfirming(null);
          onDone();
        },
        onError: (error) => {
          setConfirming(null);
          pushNotification({ type: 'error', title: errorMessage(error) });
        },
      },
    );

  // One ticked video changes at once (undo still offered); more are confirmed first.
  const start = (action: TAction) =>
    overAll || count > 1 ? setConfirming(action) : run(action, count);

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
            ? confirmedCount === undefined
              ? 'Counting the videos…'
              : bulkQuestion(confirming, confirmedCount)
            : ''
        }
        confirmLabel={
          confirming ? bulkQuestion(confirming, confirmedCount ?? 0).slice(0, -1) : 'Confirm'
        }
        loading={bulk.isPending || confirmedCount === undefined}
        onConfirm={() => {
          if (confirming && confirmedCount !== undefined) run(confirming, confirmedCount);
        }}
        onClose={() => setConfirming(null)}
      >
        {confirmedCount === undefined || !confirming
          ? 'Counting the videos that match the search…'
          : `${overAll ? `Every video that matches the search${selection.mode === 'external_name_not_in' ? ', except the ones unticked' : ''}. ` : ''}${bulkConsequence(confirming, tag?.name)}`}
      </ConfirmModal>
    </Group>
  );
}
