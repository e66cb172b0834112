import { LinkTabs } from '../../../lib/ui/link-tabs';

const TABS = [
  { to: '/settings/countries/content', label: 'Content countries and regions' },
  { to: '/settings/countries/business', label: 'Business countries' },
];

/** The two screens under Countries: where footage comes from, and where customers are billed. */
export const CountriesTabs = () => <LinkTabs label="Countries" tabs={TABS} />;
