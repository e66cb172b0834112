import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TTag } from '@newsroom/contract';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { TagPicker } from '../../../lib/tag-picker/tag-picker';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { tagsOfLocale, useDashboardTags, useSetDashboard } from '../api/tags-api';
import { SortableTagTable } from '../components/sortable-tag-table';

/** /content/tags-on-dashboard/{locale}: the dashboard's tags in their order; add, remove, reorder. */
export default function DashboardTagsScreen() {
  const { locale = 'en' } = useParams();
  const navigate = useNavigate();
  const tags = useDashboardTags(locale);
  const setDashboard = useSetDashboard();
  const [picked, setPicked] = useState<TTag | null>(null);
  const useOptions = useMemo(() => tagsOfLocale(locale), [locale]);
  const [removing, setRemoving] = useState<TTag | null>(null);

  async function change(input: { tag: TTag; dashboard: boolean; position?: number }, done: string) {
    try {
      await setDashboard.mutateAsync({
        id: input.tag.id,
        dashboard: input.dashboard,
        position: input.position,
      });
      pushNotification({ type: 'success', title: done });
      return true;
    } catch (error) {
      pushNotification({
        type: 'error',
        title: 'Dashboard not changed',
        message: errorMessage(error),
      });
      return false;
    }
  }

  const columns = [
    {
      header: 'Order',
      width: 80,
      cell: (tag: TTag) => <Text fw={500}>{tag.dashboard_position}</Text>,
    },
    { header: 'Name', cell: (tag: TTag) => tag.name },
    {
      header: 'Actions',
      width: 200,
      cell: (tag: TTag) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/content/tags-on-dashboard/${tag.id}/history`}
          >
            History
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setRemoving(tag)}
            aria-label={`Remove ${tag.name}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Tags on dashboard</Title>
        <Anchor component={Link} to={`/content/tags/${locale}`}>
          All tags
        </Anchor>
      </Group>
      <Group align="flex-end" justify="space-between">
        <LocaleSelect
          value={locale}
          onChange={(code) => navigate(`/content/tags-on-dashboard/${code}`)}
        />
        <Group align="flex-end" gap="xs">
          <TagPicker
            useOptions={useOptions}
            label="Add a tag to the dashboard"
            value={picked}
            onChange={setPicked}
            exclude={(tag) => tag.dashboard}
          />
          <Button
            disabled={!picked}
            loading={setDashboard.isPending && picked !== null}
            onClick={async () => {
              if (
                picked &&
                (await change(
                  { tag: picked, dashboard: true },
                  `“${picked.name}” added to the dashboard`,
                ))
              )
                setPicked(null);
            }}
          >
            Add
          </Button>
        </Group>
      </Group>
      <QueryState
        query={tags}
        what="tags"
        isEmpty={(data) => data.tags.length === 0}
        empty="No tags on the dashboard yet: mark a tag “Dashboard” in the tag list."
        emptyNext={{ label: 'Open the tag list', to: `/content/tags/${locale}` }}
      >
        {(data) => (
          <SortableTagTable
            label="Tags on dashboard"
            tags={data.tags}
            columns={columns}
            disabled={setDashboard.isPending}
            onMove={(tag, target) =>
              change(
                { tag, dashboard: true, position: target.dashboard_position ?? 1 },
                `“${tag.name}” moved to place ${target.dashboard_position}`,
              )
            }
          />
        )}
      </QueryState>
      <ConfirmModal
        opened={removing !== null}
        title="Remove from dashboard"
        confirmLabel="Remove"
        loading={setDashboard.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (
            removing &&
            (await change(
              { tag: removing, dashboard: false },
              `“${removing.name}” removed from the dashboard`,
            ))
          )
            setRemoving(null);
        }}
      >
        Take “{removing?.name}” off the dashboard? The tag itself stays.
      </ConfirmModal>
    </Stack>
  );
}
