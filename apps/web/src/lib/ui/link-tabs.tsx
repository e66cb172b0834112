import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export type TLinkTab = { to: string; label: string };

/** Sibling screens as tabs that are links: the open one is the current page. */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly TLinkTab[] }) {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label={label}>
      {tabs.map((tab) => (
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
