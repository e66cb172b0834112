import { Button, Stack, Text, Title } from '@mantine/core';
import {
  adsEndpoints,
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  canAccess,
  type TBanner,
} from '@newsroom/contract';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useCurrentUser } from '../../../lib/session/current-user';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useBanners, useMoveBanner } from '../api/banners-api';
import { AdsHeader } from '../components/ads-header';
import { SortableBannerTable } from '../components/sortable-banner-table';

export { bannersScreenLoader as loader } from '../api/banners-api';

/** /ads/banners/{locale}: the locale's banners by placement, in order, with their state. */
export default function BannersScreen() {
  const { locale = '' } = useParams();
  usePageTitle(`Banners (${locale})`);
  const { user } = useCurrentUser();
  const mayEdit = Boolean(user && canAccess(user, 'ads'));
  const banners = useBanners(locale);
  const move = useMoveBanner();

  async function moveTo(banner: TBanner, position: number) {
    try {
      await move.mutateAsync({ id: banner.id, position });
      pushNotification({
        type: 'success',
        title: `“${banner.title}” moved to position ${position}`,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not moved', message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="md">
      <AdsHeader title="Banners" locale={locale} base="/ads/banners">
        {mayEdit && (
          <Button component={Link} to={`/ads/banners/${locale}/new`}>
            New banner
          </Button>
        )}
      </AdsHeader>
      <QueryState
        query={banners}
        what="banners"
        isEmpty={(data) => data.banners.length === 0}
        empty="No banners in this locale yet"
        emptyNext={{
          label: 'New banner',
          to: `/ads/banners/${locale}/new`,
          endpoint: adsEndpoints.createBanner,
        }}
      >
        {(data) => (
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              The public site shows the live banners of a placement in this order. Drag a banner by
              its handle to move it within its placement.
            </Text>
            {BANNER_PLACEMENTS.map((placement) => {
              const list = data.banners.filter((banner) => banner.placement === placement);
              if (list.length === 0) return null;
              const label = BANNER_PLACEMENT_LABELS[placement];
              return (
                <Stack key={placement} gap="xs">
                  <Title order={3} size="h4">
                    {label}
                  </Title>
                  <SortableBannerTable
                    label={label}
                    banners={list}
                    disabled={!mayEdit || move.isPending}
                    onMove={moveTo}
                  />
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
