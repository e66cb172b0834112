import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const ftpVideosScreen = lazyScreen(() => import('./screens/ftp-videos-screen'));

/** FTP videos: every path of SPEC §2 in this area (relative to /cms). */
export const ftpVideosRoutes: RouteObject[] = [
  { path: 'content/ftp-videos', handle: { title: 'FTP videos' }, lazy: ftpVideosScreen },
];
