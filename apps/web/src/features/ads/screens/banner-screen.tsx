import { Anchor, Text } from '@mantine/core';
import { canAccess, isIdText } from '@newsroom/contract';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { useCurrentUser } from '../../../lib/session/current-user';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useBanner } from '../api/banners-api';
import { BannerEditor } from '../components/banner-editor';

function LoadedBanner({ id, locale, readOnly }: { id: number; locale: string; readOnly: boolean }) {
  const banner = useBanner(id);
  usePageTitle(banner.data ? `Banner “${banner.data.title}”` : 'Banner');
  return (
    <QueryState
      query={banner}
      what="banner"
      notFoundAction={
        <Anchor component={Link} to={`/ads/banners/${locale}`}>
          Back to the banners
        </Anchor>
      }
    >
      {/* A new version (a save) starts the form afresh from what the server kept. */}
      {(data) => (
        <BannerEditor key={data.version} locale={locale} banner={data} readOnly={readOnly} />
      )}
    </QueryState>
  );
}

function NewBanner({ locale, readOnly }: { locale: string; readOnly: boolean }) {
  usePageTitle('New banner');
  return <BannerEditor locale={locale} readOnly={readOnly} />;
}

/** /ads/banners/{locale}/new creates; /ads/banners/{locale}/{id} edits. */
export default function BannerScreen() {
  const { locale = '', id = 'new' } = useParams();
  const { user } = useCurrentUser();
  const readOnly = !(user && canAccess(user, 'ads'));
  if (id === 'new') return <NewBanner locale={locale} readOnly={readOnly} />;
  // Anything but a number cannot be a banner: the not-found answer without asking.
  if (!isIdText(id)) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status">
        Not found{' '}
        <Anchor component={Link} to={`/ads/banners/${locale}`}>
          Back to the banners
        </Anchor>
      </Text>
    );
  }
  return <LoadedBanner key={id} id={Number(id)} locale={locale} readOnly={readOnly} />;
}
