import { Button, Group, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useLandingPath } from '../lib/session/landing';
import { SignOutLink } from './header';

const isSettings = (pathname: string) =>
  pathname === '/settings' || pathname.startsWith('/settings/');

/** The last screen outside the settings area, for the back control; kept for this tab only. */
let cameFrom: string | null = null;

/** Remembers the last screen the admin saw outside the settings area. */
export function useRememberOutsideSettings() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isSettings(pathname)) cameFrom = pathname + search;
  }, [pathname, search]);
}

/**
 * SPEC §2: in the settings area the main header gives way to a back control, which returns to
 * the screen the admin came from (their landing screen when they opened settings directly).
 */
export function SettingsHeader() {
  const landing = useLandingPath();
  return (
    <Group component="header" justify="space-between" px="md" py="xs">
      <Group gap="sm">
        <Button
          component={Link}
          to={cameFrom ?? landing}
          variant="subtle"
          size="compact-sm"
          aria-label="Back"
        >
          ← Back
        </Button>
        <Title order={3}>Settings</Title>
      </Group>
      <SignOutLink />
    </Group>
  );
}

export { isSettings };
