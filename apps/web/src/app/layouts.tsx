import { Box, Divider } from '@mantine/core';
import { canAccess } from '@newsroom/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminTimeZoneProvider } from '../lib/format/date-time';
import { usePrefetchTimeZones } from '../lib/reference/time-zones';
import { useCurrentUser } from '../lib/session/current-user';
import { useLandingPath } from '../lib/session/landing';
import { NEXT_PARAM, safeReturnPath, signInPathFor } from '../lib/session/return-path';
import { useRouteTitle } from '../lib/ui/page-title';
import { NoAccessPage } from '../lib/ui/status-pages';
import { FullPageLoader } from './full-page-loader';
import './global.css';
import { Header } from './header';
import { screenArea } from './screen-area';
import { isSettings, SettingsHeader, useRememberOutsideSettings } from './settings-header';
import { SkipLink } from './skip-link';
import { SubTabs, useActiveEntry, useVisibleMenu } from './top-menu';

/** The full-page loader shows until the current user is known (SPEC §2, §8). */
export function RootLayout() {
  const { user } = useCurrentUser();
  useRouteTitle();
  // SPEC §7: the time zones load at start; every date is shown in the admin's zone.
  usePrefetchTimeZones();
  if (user === undefined) return <FullPageLoader />;
  return (
    <AdminTimeZoneProvider>
      <Outlet />
    </AdminTimeZoneProvider>
  );
}

/**
 * Public screens; /signin sends a signed-in admin on (SPEC §2): to the page asked for before
 * sign-in (`?next=`, in-app paths only), else to their landing screen.
 */
export function PublicLayout() {
  const { signedIn } = useCurrentUser();
  const { pathname, search } = useLocation();
  const landing = useLandingPath();
  if (signedIn && pathname === '/signin') {
    const next = safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
    return <Navigate to={next ?? landing} replace />;
  }
  // SPEC §2: public pages carry the header with its "Sign in" link.
  return (
    <Box mih="100vh">
      <SkipLink />
      <Header user={null} menu={[]} />
      <Divider />
      <Box component="main" id="main" tabIndex={-1} p="md">
        <Outlet />
      </Box>
    </Box>
  );
}

/**
 * Everything behind sign-in. Signed-out visitors go to /signin; non-admins see
 * nothing; a screen whose area the admin's group may not open says so.
 */
export function SignedInLayout() {
  const { user, signedIn } = useCurrentUser();
  const location = useLocation();
  if (!signedIn || !user)
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <AdminFrame user={user} />;
}

function AdminFrame({ user }: { user: NonNullable<ReturnType<typeof useCurrentUser>['user']> }) {
  const { pathname } = useLocation();
  const menu = useVisibleMenu(user);
  const active = useActiveEntry(menu);
  const area = screenArea(pathname);
  const allowed = user.user_role === 'admin' && (!area || canAccess(user, area));
  const inSettings = isSettings(pathname);
  useRememberOutsideSettings();
  return (
    <Box mih="100vh">
      <SkipLink />
      {inSettings ? <SettingsHeader /> : <Header user={user} menu={menu} />}
      <Divider />
      {allowed && <SubTabs entry={active} />}
      <Box component="main" id="main" tabIndex={-1} p="md">
        {allowed ? <Outlet /> : <NoAccessPage />}
      </Box>
    </Box>
  );
}
