import { Anchor, Badge, Box, Burger, Group } from '@mantine/core';
import type { TCurrentUser, TVisibleMenuEntry } from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { WhatsNewButton } from '../features/release-notes/components/whats-new-button';
import { environmentLabel, logoUrl } from '../lib/brand/brand';
import { pushNotification } from '../lib/notifications/notify';
import { useSignOut } from '../lib/session/sign-out';
import classes from './shell.module.css';
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

/** On a phone: every menu entry and its sub-tabs in one list under the header. */
function PhoneMenu({ entries }: { entries: TVisibleMenuEntry[] }) {
  return (
    <Box component="nav" aria-label="Main menu" id="phone-menu" className={classes.phoneMenu}>
      {entries.map((entry) => (
        <div key={entry.label}>
          <NavLink to={entry.to}>{entry.label}</NavLink>
          {entry.children.map((child) => (
            <NavLink key={child.label} to={child.to} className={classes.child}>
              {child.label}
            </NavLink>
          ))}
        </div>
      ))}
      <NavLink to="/preferences">My preferences</NavLink>
      <WhatsNewButton />
    </Box>
  );
}

/**
 * SPEC §2 header: logo, environment label outside production, the admin's name, sign-out; on
 * public pages a "Sign in" link. Below 48em the top menu collapses into a burger.
 */
export function Header({ user, menu }: { user: TCurrentUser | null; menu: TVisibleMenuEntry[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the phone menu
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Group component="header" justify="space-between" px="md" py="xs" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          {user && (
            <Burger
              className={classes.burger}
              opened={open}
              onClick={() => setOpen((value) => !value)}
              size="sm"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="phone-menu"
            />
          )}
          <Link to="/" aria-label="Start page">
            {/* The logos' size (150 x 32) gives the image its width before it has loaded, so
              its arrival moves nothing. A plain image: Mantine's would add its code to every
              page's entry script for this one use. */}
            <img
              src={logoUrl()}
              alt="logo"
              width={150}
              height={32}
              style={{ display: 'block', height: 28, width: 'auto' }}
            />
          </Link>
          <EnvironmentLabel />
          {user && (
            <div className={classes.desktopOnly}>
              <TopMenu entries={menu} />
            </div>
          )}
        </Group>
        <Group gap="md" wrap="nowrap">
          {user ? (
            <>
              {/* On a phone it is in the burger menu: the header has no room for it. */}
              <div className={classes.desktopOnly}>
                <WhatsNewButton />
              </div>
              <Anchor
                component={Link}
                to="/preferences"
                size="sm"
                fw={500}
                className={classes.desktopOnly}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="current-user-name"
                title="My preferences"
              >
                {user.first_name} {user.last_name}
              </Anchor>
              <SignOutLink />
            </>
          ) : (
            pathname !== '/signin' && (
              <Anchor component={Link} to="/signin" size="sm">
                Sign in
              </Anchor>
            )
          )}
        </Group>
      </Group>
      {user && open && <PhoneMenu entries={menu} />}
    </>
  );
}
