import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { brandFeatures } from '../../../lib/brand/brand';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState } from '../../../lib/query/query-state';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useTermsHistory, useTermsPage } from '../api/terms-api';
import { DraftPanel } from '../components/draft-panel';
import { VersionsPanel } from '../components/versions-panel';

export { termsScreenLoader as loader } from '../api/terms-api';

const TABS = ['draft', 'versions', 'history'] as const;
const HISTORY_ACTIONS = { draft_saved: 'Draft saved', published: 'Version published' };

/** /tos/{locale} (/tou/{locale}): the locale's draft, its versions compared, and its history. */
export default function TermsScreen() {
  const { locale = '' } = useParams();
  const { termsPath, termsLabel } = brandFeatures();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'draft';
  const page = useTermsPage(locale);
  const history = useTermsHistory(locale);
  usePageTitle(`${termsLabel} (${locale})`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          {termsLabel} ({locale})
        </Title>
        <LocaleSelect value={locale} onChange={(code) => navigate(`${termsPath}/${code}`)} />
      </Group>
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="draft">Draft</Tabs.Tab>
          <Tabs.Tab value="versions">
            Versions{page.data ? ` (${page.data.versions.length})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draft" pt="md">
          <QueryState query={page} what="terms" notFound="This locale does not exist.">
            {(data) => (
              <DraftPanel
                key={data.locale}
                page={data}
                onReload={async () => (await page.refetch()).data}
              />
            )}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="md">
          <QueryState query={page} what="versions">
            {(data) => <VersionsPanel page={data} />}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryView history={history} actions={HISTORY_ACTIONS} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
