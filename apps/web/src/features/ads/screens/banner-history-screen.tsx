import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HistoryView } from '../../../lib/history/history-view';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useBanner, useBannerHistory } from '../api/banners-api';
import { AD_HISTORY_ACTIONS, nameFromHistory } from '../components/ad-history-actions';

/** /ads/banner/{locale}/{id}/history: who changed the banner, when, and what; kept after deletion. */
export default function BannerHistoryScreen() {
  const { locale = '', id = '' } = useParams();
  const bannerId = Number(id);
  const banner = useBanner(bannerId);
  const history = useBannerHistory(bannerId);
  const entries = history.data?.pages.flatMap((page) => page.history) ?? [];
  const name = banner.data?.title ?? nameFromHistory(entries, 'title') ?? `#${id}`;
  usePageTitle(`Banner history: ${name}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>History of the banner “{name}”</Title>
        <Group>
          {banner.data && (
            <Anchor component={Link} to={`/ads/banners/${locale}/${id}`}>
              Back to the banner
            </Anchor>
          )}
          <Anchor component={Link} to={`/ads/banners/${locale}`}>
            All banners
          </Anchor>
        </Group>
      </Group>
      {banner.isError && <Text c="dimmed">This banner no longer exists; its history is kept.</Text>}
      <HistoryView history={history} actions={AD_HISTORY_ACTIONS} />
    </Stack>
  );
}
