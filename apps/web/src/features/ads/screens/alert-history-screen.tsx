import { Anchor, Group, Stack, Title } from '@mantine/core';
import { ALERT_TYPE_LABELS, type TAlertType } from '@newsroom/contract';
import { Link, useParams } from 'react-router';
import { HistoryView } from '../../../lib/history/history-view';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useAlertHistory } from '../api/alerts-api';
import { AD_HISTORY_ACTIONS, nameFromHistory } from '../components/ad-history-actions';

/** /ads/alerts/{locale}/{id}/{type}/history: the alert's changes, kept after deletion. */
export default function AlertHistoryScreen() {
  const { locale = '', id = '', type = '' } = useParams();
  const history = useAlertHistory(Number(id));
  const entries = history.data?.pages.flatMap((page) => page.history) ?? [];
  const label = ALERT_TYPE_LABELS[type as TAlertType] ?? type;
  const text = nameFromHistory(entries, 'text');
  usePageTitle(`Alert history: ${label}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          History of the {label.toLowerCase()} alert{text ? ` “${text}”` : ''}
        </Title>
        <Anchor component={Link} to={`/ads/alerts/${locale}`}>
          All alerts
        </Anchor>
      </Group>
      <HistoryView history={history} actions={AD_HISTORY_ACTIONS} />
    </Stack>
  );
}
