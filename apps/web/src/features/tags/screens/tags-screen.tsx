import { Anchor, Badge, Button, Group, Menu, Stack, Text, TextInput, Title } from '@mantine/core';
import { TAG_PAGE_SIZE, type TTag } from '@newsroom/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useDeleteTag, useMoveTag, useTags } from '../api/tags-api';
import { CreateTagForm } from '../components/create-tag-form';
import { MergeTagModal } from '../components/merge-tag-modal';
import { MoveTagModal } from '../components/move-tag-modal';
import { RenameTagModal } from '../components/rename-tag-modal';
import { SortableTagTable } from '../components/sortable-tag-table';

export { tagsScreenLoader as loader } from '../api/tags-api';

type TDialog = { kind: 'rename' | 'move' | 'merge' | 'delete'; tag: TTag } | null;

/** /content/tags/{locale}: the locale's tags in order, 10 a page, searchable, reorderable. */
export default function TagsScreen() {
  const { locale = 'en' } = useParams();
  const navigate = useNavigate();
  const { q, page, setPage, searchInput } = useListParams();
  const [dialog, setDialog] = useState<TDialog>(null);
  const tags = useTags(locale, q, page);
  const move = useMoveTag();
  const remove = useDeleteTag();

  const count = tags.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / TAG_PAGE_SIZE));
  const setLastPage = useEffectEvent((last: number) => setPage(last, { replace: true }));
  const close = () => setDialog(null);
  const pastTheEnd =
    tags.data !== undefined && tags.data.tags.length === 0 && count > 0 && page > 1;
  // After deleting the last tag of the last page, show the page that now is last.
  useEffect(() => {
    if (pastTheEnd) setLastPage(pages);
  }, [pastTheEnd, pages]);

  async function moveTo(tag: TTag, position: number) {
    try {
      await move.mutateAsync({ id: tag.id, position });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not moved', message: errorMessage(error) });
    }
  }

  async function confirmDelete(tag: TTag) {
    try {
      await remove.mutateAsync(tag.id);
      pushNotification({ type: 'success', title: `Tag “${tag.name}” deleted` });
      close();
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not deleted', message: errorMessage(error) });
    }
  }

  const columns = [
    { header: 'Position', width: 90, cell: (tag: TTag) => <Text fw={500}>{tag.position}</Text> },
    { header: 'Name', cell: (tag: TTag) => tag.name },
    {
      header: 'Dashboard',
      width: 120,
      cell: (tag: TTag) =>
        tag.dashboard ? <Badge variant="light">#{tag.dashboard_position}</Badge> : null,
    },
    {
      header: 'Actions',
      width: 110,
      cell: (tag: TTag) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" aria-label={`Actions for ${tag.name}`}>
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setDialog({ kind: 'rename', tag })}>Rename</Menu.Item>
            <Menu.Item onClick={() => setDialog({ kind: 'move', tag })}>
              Move to position…
            </Menu.Item>
            <Menu.Item onClick={() => setDialog({ kind: 'merge', tag })}>Merge into…</Menu.Item>
            <Menu.Item component={Link} to={`/content/tags/${tag.id}/history`}>
              History
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', tag })}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Tags</Title>
        <Anchor component={Link} to={`/content/tags-on-dashboard/${locale}`}>
          Tags on dashboard
        </Anchor>
      </Group>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <LocaleSelect value={locale} onChange={(code) => navigate(`/content/tags/${code}`)} />
          <TextInput label="Search tags" placeholder="Part of a name" w={260} {...searchInput} />
        </Group>
        <CreateTagForm locale={locale} />
      </Group>
      <QueryState
        query={tags}
        what="tags"
        loading={pastTheEnd}
        isEmpty={(data) => data.tags.length === 0}
        empty="Not found"
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {count} tag{count === 1 ? '' : 's'}. Drag a tag by its handle to reorder it; use “Move
              to position…” to move it to another page.
            </Text>
            <SortableTagTable
              label="Tags"
              tags={data.tags}
              columns={columns}
              disabled={move.isPending}
              onMove={(tag, target) => moveTo(tag, target.position)}
            />
            <ListPagination count={count} perPage={TAG_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
      {dialog?.kind === 'rename' && <RenameTagModal tag={dialog.tag} onClose={close} />}
      <MoveTagModal
        tag={dialog?.kind === 'move' ? dialog.tag : null}
        count={q ? undefined : count}
        onClose={close}
        onMoved={(position) => !q && setPage(Math.ceil(position / TAG_PAGE_SIZE))}
      />
      <MergeTagModal tag={dialog?.kind === 'merge' ? dialog.tag : null} onClose={close} />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title="Delete tag"
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => dialog && confirmDelete(dialog.tag)}
      >
        Delete “{dialog?.tag.name}”? It is removed from every video and live event that uses it.
      </ConfirmModal>
    </Stack>
  );
}
