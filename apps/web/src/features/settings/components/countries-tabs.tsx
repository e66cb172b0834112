import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const TABS = [
  { to: '/settings/countries/content', label: 'Content countries and regions' },
  { to: '/settings/countries/business', label: 'Business countries' },
];

/** The two screens under Countries: where footage comes from, and where customers are billed. */
export function CountriesTabs() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label="Countries">
      {TABS.map((tab) => (
        <Button
          key={tab.to}
          component={Link}
          to={tab.to}
          size="compact-sm"
          variant={pathname === tab.to ? 'filled' : 'subtle'}
          aria-current={pathname === tab.to ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </Group>
  );
}
