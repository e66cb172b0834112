import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { customerEndpoints } from '@newsroom/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { brandFeatures } from '../../../lib/brand/brand';
import { useHistory } from '../../../lib/history/history-api';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { NotFoundPage } from '../../../lib/ui/status-pages';
import { CUSTOMERS_KEY, useCustomer } from '../api/customers-api';
import { DownloadsTab, PurchasesTab } from '../components/activity-tabs';
import { BillingTab } from '../components/billing-tab';
import { MembersTab } from '../components/members-tab';
import { NewslettersTab } from '../components/newsletters-tab';
import { PlansTab } from '../components/plans-tab';
import { ProfileTab } from '../components/profile-tab';
import { StatusActions } from '../components/status-actions';

const ALL_TABS = [
  'profile',
  'billing',
  'plans',
  'downloads',
  'members',
  'purchases',
  'newsletters',
  'history',
];
/** The newsletters tab exists only in the brand with newsletters (SPEC §1). */
const tabsOfBrand = () =>
  ALL_TABS.filter((t) => t !== 'newsletters' || brandFeatures().newsletters);

/** /users/{type}/{id}/{tab}: one customer and their company account, a tab per sub-path. */
export default function CustomerScreen() {
  const { type = 'active', id = '', tab = 'profile' } = useParams();
  const customerId = Number(id);
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  usePageTitle('Customer');
  const TABS = tabsOfBrand();
  if (!TABS.includes(tab) || !Number.isInteger(customerId)) return <NotFoundPage />;
  return (
    <Stack>
      <Anchor component={Link} to={`/users/${type}`} size="sm">
        Back to the list
      </Anchor>
      <QueryState query={customer} what="customer" notFound="No such customer">
        {(data) => (
          <Stack>
            <Group justify="space-between">
              <div>
                <Title order={2}>{`${data.first_name} ${data.last_name}`.trim()}</Title>
                <Text size="sm" c="dimmed">
                  {data.email} · {data.company?.name ?? 'no company'}{' '}
                  <Badge variant="light">{data.status}</Badge>{' '}
                  {!data.email_confirmed && <Badge color="orange">unconfirmed</Badge>}
                </Text>
              </div>
              <StatusActions customer={data} />
            </Group>
            <Tabs value={tab} onChange={(next) => next && navigate(`/users/${type}/${id}/${next}`)}>
              <Tabs.List>
                {TABS.map((t) => (
                  <Tabs.Tab key={t} value={t}>
                    {t.charAt(0).toUpperCase() + t.slice(1)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {tab === 'profile' && <ProfileTab key={data.version} customer={data} />}
            {tab === 'billing' && <BillingTab id={customerId} />}
            {tab === 'plans' && <PlansTab id={customerId} />}
            {tab === 'downloads' && <DownloadsTab id={customerId} />}
            {tab === 'members' && <MembersTab id={customerId} />}
            {tab === 'purchases' && <PurchasesTab id={customerId} />}
            {tab === 'newsletters' && <NewslettersTab id={customerId} />}
            {tab === 'history' && <CustomerHistory id={customerId} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CustomerHistory({ id }: { id: number }) {
  const history = useHistory(customerEndpoints.history, { id }, CUSTOMERS_KEY);
  return <HistoryView history={history} actions={{}} />;
}
