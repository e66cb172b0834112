import { Anchor, Badge, Group, Image, Text } from '@mantine/core';
import type { TCurrentUser, TVisibleMenuEntry } from '@newsroom/contract';
import { Link, useNavigate } from 'react-router';
import { environmentLabel, logoUrl } from '../lib/brand/brand';
import { pushNotification } from '../lib/notifications/notify';
import { useSignOut } from '../lib/session/sign-out';
import { TopMenu } from './top-menu';

function EnvironmentLabel() {
  const label = environmentLabel();
  if (label === 'production') return null;
  return (
    <Badge color="orange" variant="light" data-testid="environment-label">
      {label}
    </Badge>
  );
}

export function SignOutLink() {
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      disabled={isPending}
      onClick={() =>
        signOut().then(
          () => navigate('/signin', { replace: true }),
          () => pushNotification({ type: 'error', title: 'Sign-out failed, please try again' }),
        )
      }
    >
      Sign out
    </Anchor>
  );
}

/** SPEC §2 header: logo, environment label outside production, the admin's name, sign-out. */
export function Header({ user, menu }: { user: TCurrentUser | null; menu: TVisibleMenuEntry[] }) {
  return (
    <Group component="header" justify="space-between" px="md" py="xs" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Link to="/" aria-label="Start page">
          <Image src={logoUrl()} alt="logo" h={28} w="auto" />
        </Link>
        <EnvironmentLabel />
        {user && <TopMenu entries={menu} />}
      </Group>
      <Group gap="md" wrap="nowrap">
        {user ? (
          <>
            <Text
              size="sm"
              fw={500}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="current-user-name"
            >
              {user.first_name} {user.last_name}
            </Text>
            <SignOutLink />
          </>
        ) : (
          <Anchor component={Link} to="/signin" size="sm">
            Sign in
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
