import { Alert, Stack } from '@mantine/core';
import type { TContentTag, TContentTagType } from '@newsroom/contract';
import { useMemo } from 'react';
import { ApiRequestError } from '../api/client';
import { errorMessage } from '../api/error-message';
import { buttonsColumn } from '../list/buttons-column';
import { DataTable, type TColumn } from '../list/data-table';
import { useRowChange } from '../list/use-row-change';
import { pushNotification } from '../notifications/notify';
import { QueryState } from '../query/query-state';
import { TagPicker } from '../tag-picker/tag-picker';
import { ConfirmModal } from '../ui/confirm-modal';
import { contentTagOptions, useChangeContentTag, useContentTags } from './content-tags-api';
import { LocaleLinks } from './locale-links';

type TProps = {
  type: TContentTagType;
  /** A video id, or a live event id or slug. */
  id: string;
  locale: string;
  /** Where the same content's tags of another locale are. */
  linkTo: (locale: string) => string;
};

const NOUN: Record<TContentTagType, string> = { video: 'video', live_event: 'live event' };

/** The tags of one piece of content in one locale: switch locale, add by search, remove. */
export function ContentTagsPanel({ type, id, locale, linkTo }: TProps) {
  const list = useContentTags(type, id, locale);
  const change = useChangeContentTag(type, id, locale);
  const row = useRowChange<{ action: 'remove'; tag: TContentTag }, TContentTag>(
    change.mutateAsync,
    'Tag not removed',
  );
  const columns: TColumn<TContentTag>[] = [
    { header: 'Tag', cell: (tag) => tag.name },
    buttonsColumn(
      (tag) => [
        {
          label: 'Remove',
          danger: true,
          ariaLabel: `Remove ${tag.name}`,
          onClick: () => row.ask(tag),
        },
      ],
      { header: 'Actions', width: 120 },
    ),
  ];
  const useOptions = useMemo(() => contentTagOptions(type, id, locale), [type, id, locale]);
  const assigned = new Set((list.data?.tags ?? []).map((tag) => tag.id));
  // A 4xx (unknown content or locale) is said on the page; only other failures toast.
  const refused =
    list.error instanceof ApiRequestError && list.error.status < 500 ? list.error : null;

  async function add(tag: TContentTag) {
    try {
      const result = await change.mutateAsync({ action: 'assign', tag });
      pushNotification({
        type: result.changed ? 'success' : 'info',
        title: result.changed ? `“${tag.name}” added` : `“${tag.name}” was already there`,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Tag not added', message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="md">
      <LocaleLinks current={locale} linkTo={linkTo} />
      {refused ? null : (
        <TagPicker
          useOptions={useOptions}
          label="Add a tag"
          exclude={(tag) => assigned.has(tag.id)}
          disabled={!list.data || change.isPending}
          onChange={(tag) => tag && add({ id: tag.id, name: tag.name, locale: tag.locale })}
        />
      )}
      {refused ? (
        <Alert
          color="red"
          variant="light"
          title={refused.status === 404 ? 'Not found' : 'Not shown'}
        >
          {errorMessage(refused)}
        </Alert>
      ) : (
        <QueryState
          query={list}
          what="tags"
          isEmpty={(data) => data.count === 0}
          empty={`This ${NOUN[type]} has no tags in this locale yet`}
        >
          {(data) => (
            <DataTable
              label="Assigned tags"
              rows={data.tags}
              columns={columns}
              rowKey={(tag) => tag.id}
              withTableBorder
              maw={640}
            />
          )}
        </QueryState>
      )}
      <ConfirmModal
        {...row.confirm((tag) => [{ action: 'remove', tag }, `“${tag.name}” removed`])}
        title="Remove the tag?"
        confirmLabel="Remove"
      >
        “{row.asking?.name}” will no longer be a tag of this {NOUN[type]} in this locale.
      </ConfirmModal>
    </Stack>
  );
}
