import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HistoryView } from '../../../lib/history/history-view';
import { type THistoryScope, useTag, useTagHistory } from '../api/tags-api';

const ACTIONS: Record<string, string> = {
  merge: 'Merged into another tag',
  absorb: 'Took over the uses of another tag',
  add: 'Added to the dashboard',
  remove: 'Removed from the dashboard',
};

/** A tag's history (or its dashboard history); still readable after the tag was deleted or merged. */
export function TagHistoryView({ scope }: { scope: THistoryScope }) {
  const id = Number(useParams().id);
  const tag = useTag(id);
  const history = useTagHistory(id, scope);
  const entries = history.data?.pages.flatMap((page) => page.history) ?? [];
  const lastKnown = entries.find((entry) => entry.before || entry.after);
  const name =
    tag.data?.name ??
    ((lastKnown?.before ?? lastKnown?.after) as { name?: string } | undefined)?.name ??
    `#${id}`;
  const locale =
    tag.data?.locale ??
    ((lastKnown?.before ?? lastKnown?.after) as { locale?: string } | undefined)?.locale;
  const back = scope === 'dashboard' ? '/content/tags-on-dashboard' : '/content/tags';

  return (
    <Stack gap="md">
      <Title order={2}>
        {scope === 'dashboard' ? 'Dashboard history' : 'History'} of “{name}”
      </Title>
      {tag.isError && <Text c="dimmed">This tag no longer exists; its history is kept.</Text>}
      {locale && (
        <Anchor component={Link} to={`${back}/${locale}`}>
          Back to the list
        </Anchor>
      )}
      <HistoryView history={history} actions={ACTIONS} />
    </Stack>
  );
}
