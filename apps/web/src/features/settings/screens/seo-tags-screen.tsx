import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  SEO_PAGE_TYPE_LABELS,
  SEO_PAGE_TYPES,
  type TSeoPageType,
  type TSeoTag,
} from '@newsroom/contract';
import { useSearchParams } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState } from '../../../lib/query/query-state';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { contentLocale } from '../../../lib/session/content-locale';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useSeoTagHistory, useSeoTags } from '../api/seo-tags-api';
import { SeoImageField } from '../components/seo-image-field';
import { SeoTagForm } from '../components/seo-tag-form';

const HISTORY_ACTIONS = {
  create: 'First saved',
  update: 'Changed',
  image_upload: 'Image uploaded',
  image_remove: 'Image removed',
};

const isPageType = (value: string | null): value is TSeoPageType =>
  (SEO_PAGE_TYPES as readonly (string | null)[]).includes(value);

/**
 * /settings/seo-tags: the public site's meta tags per page type and locale. Locale and page
 * type live in the URL (`?locale=&page=`), so switching is a navigation the unsaved-changes
 * warning sees, and a shared link opens the same form.
 */
export default function SeoTagsScreen() {
  const [params, setParams] = useSearchParams();
  const locale = params.get('locale') ?? contentLocale();
  const rawPage = params.get('page');
  const pageType: TSeoPageType = isPageType(rawPage) ? rawPage : 'home';
  usePageTitle(`SEO meta tags: ${SEO_PAGE_TYPE_LABELS[pageType]} (${locale})`);
  const tags = useSeoTags(locale);
  const go = (next: { locale?: string; page?: string }) =>
    setParams({ locale: next.locale ?? locale, page: next.page ?? pageType });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>SEO meta tags</Title>
        <LocaleSelect value={locale} onChange={(code) => go({ locale: code })} />
      </Group>
      <Tabs value={pageType} onChange={(value) => value && go({ page: value })}>
        <Tabs.List>
          {SEO_PAGE_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {SEO_PAGE_TYPE_LABELS[type]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={tags} what="meta tags">
        {(data) => {
          const tag = data.seo_tags.find((item) => item.page_type === pageType);
          return tag ? <PageTypeTags tag={tag} /> : null;
        }}
      </QueryState>
    </Stack>
  );
}

function PageTypeTags({ tag }: { tag: TSeoTag }) {
  const history = useSeoTagHistory({ locale: tag.locale, pageType: tag.page_type });
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {tag.updated_at ? (
          <>
            Last saved <DateTime value={tag.updated_at} />
          </>
        ) : (
          'Never saved in this locale: the site uses the defaults shown below.'
        )}
      </Text>
      <SeoTagForm key={`${tag.locale}/${tag.page_type}`} tag={tag} />
      <SeoImageField tag={tag} />
      <Title order={3} mt="xl">
        History
      </Title>
      <HistoryView history={history} actions={HISTORY_ACTIONS} />
    </Stack>
  );
}
