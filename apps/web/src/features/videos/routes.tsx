import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

const videosScreen = lazyScreen(() => import('./screens/videos-screen'));
const videoScreen = lazyScreen(() => import('./screens/video-screen'));

/** Videos: every path of SPEC §2 in this area (relative to /cms). */
export const videosRoutes: RouteObject[] = [
  { path: 'content', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos/all', handle: { title: 'Videos' }, lazy: videosScreen },
  { path: 'content/videos/trending', handle: { title: 'Trending videos' }, lazy: videosScreen },
  { path: 'content/videos/all/:id', handle: { title: 'Video' }, lazy: videoScreen },
  {
    path: 'content/videos/all/:id/downloads',
    handle: { title: 'Video downloads' },
    lazy: videoScreen,
  },
  {
    path: 'content/videos/all/:id/translations',
    handle: { title: 'Video translations' },
    lazy: videoScreen,
  },
  {
    path: 'content/videos/all/:id/tags/:locale',
    handle: { title: 'Video tags' },
    lazy: videoScreen,
  },
];
