import { Button, Group } from '@mantine/core';
import type { TVideoBulkAction } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { contentLocale } from '../../../lib/session/content-locale';
import { TagPicker, type TTagOption } from '../../../lib/tag-picker/tag-picker';
import { useBulkAction } from '../api/use-bulk-action';
import { videoTagOptions } from '../api/use-video-tag-options';
import type { TSelection } from '../model/selection';
import { ExportSelectionButton } from './export-selection-button';

function toRequest(selection: TSelection): TVideoBulkAction['selection'] {
  if (selection.mode === 'all' || selection.mode === 'none')
    return { mode: 'all', external_names: [] };
  return { mode: selection.mode, external_names: selection.externalNames };
}

/** Acts on the selection within the current search; the server refuses when the count moved. */
export function BulkActions({
  selection,
  count,
  query,
  onDone,
}: {
  selection: TSelection;
  count: number;
  query: TVideoBulkAction['query'];
  onDone: () => void;
}) {
  const [tag, setTag] = useState<TTagOption | null>(null);
  const [useOptions] = useState(() => videoTagOptions(contentLocale()));
  const tagId = tag ? String(tag.id) : null;
  const bulk = useBulkAction();
  const disabled = count === 0 || bulk.isPending;

  const run = (action: TVideoBulkAction['action']) =>
    bulk.mutate(
      {
        action,
        tag_id: tagId ? Number(tagId) : undefined,
        selection: toRequest(selection),
        query,
        expected_count: count,
      },
      {
        onSuccess: (result) => {
          const changed = result.results.filter((r) => r.changed).length;
          pushNotification({
            type: 'success',
            title: `${action.replace('_', ' ')}: ${changed} of ${result.count} videos changed`,
          });
          onDone();
        },
        onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
      },
    );

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
        onClick={() => run('add_tag')}
      >
        Add tag
      </Button>
      <Button
        size="xs"
        variant="light"
        disabled={disabled || !tagId}
        onClick={() => run('remove_tag')}
      >
        Remove tag
      </Button>
      <Button size="xs" variant="light" disabled={disabled} onClick={() => run('publish')}>
        Publish
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        disabled={disabled}
        onClick={() => run('unpublish')}
      >
        Unpublish
      </Button>
      <ExportSelectionButton
        input={{ selection: toRequest(selection), query, expected_count: count }}
      />
    </Group>
  );
}
