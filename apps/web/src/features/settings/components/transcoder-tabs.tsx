import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const TABS = [
  { to: '/settings/transcoders', label: 'Profiles' },
  { to: '/settings/transcoders/targets', label: 'Stream targets' },
];

/** The two screens under Transcoders: the profiles and where each stream_to target publishes. */
export function TranscoderTabs() {
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label="Transcoders">
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
