import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

const videosScreen = lazyScreen(() => import('./screens/videos-screen'));
const videoScreen = lazyScreen(() => import('./screens/video-screen'));

/** Videos: every path of SPEC §2 in this area (relative to /cms). */
export const videosRoutes: RouteObject[] = [
  { path: 'content', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos/all', lazy: videosScreen },
  { path: 'content/videos/trending', lazy: videosScreen },
  { path: 'content/videos/all/:id', lazy: videoScreen },
  { path: 'content/videos/all/:id/downloads', lazy: videoScreen },
  { path: 'content/videos/all/:id/translations', lazy: videoScreen },
  { path: 'content/videos/all/:id/tags/:locale', lazy: videoScreen },
];
