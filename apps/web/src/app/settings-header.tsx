import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SignOutLink } from './header';

/** SPEC §2: in the settings area the main header gives way to a back control. */
export function SettingsHeader() {
  return (
    <Group component="header" justify="space-between" px="md" py="xs">
      <Group gap="sm">
        <Button component={Link} to="/" variant="subtle" size="compact-sm" aria-label="Back">
          ← Back
        </Button>
        <Title order={3}>Settings</Title>
      </Group>
      <SignOutLink />
    </Group>
  );
}
