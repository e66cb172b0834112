import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

/** FTP videos: every path of SPEC §2 in this area (relative to /cms). */
export const ftpVideosRoutes: RouteObject[] = [
  { path: 'content/ftp-videos', handle: { title: 'FTP videos' }, lazy: placeholder },
];
